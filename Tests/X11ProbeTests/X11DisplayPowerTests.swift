import Testing

@testable import X11Probe

/// What X11's DPMS switch asks of the X server, against a recording of the requests (no X
/// server here has DPMS: Xvfb and Xorg's dummy driver 0.4 have none, and there is no DRM device
/// for the modesetting driver); that Xvfb is said to have none is scripts/e2e's.
@Suite("X11 DPMS decisions")
struct X11DisplayPowerTests {
  /// A server's DPMS as the switch sees it, recording each request.
  final class RecordedDPMS: DPMSConnection {
    var isCapable: Bool
    var isEnabled: Bool
    private(set) var requests: [String] = []

    init(capable: Bool, enabled: Bool) {
      isCapable = capable
      isEnabled = enabled
    }

    func setEnabled(_ enabled: Bool) {
      isEnabled = enabled
      requests.append(enabled ? "enable" : "disable")
    }

    func force(on: Bool) { requests.append(on ? "force on" : "force off") }

    func synchronize() { requests.append("sync") }
  }

  @Test("a server without DPMS is said to have none, and nothing is asked of it")
  func incapable() {
    let dpms = RecordedDPMS(capable: false, enabled: false)
    let power = X11DisplayPower { dpms }
    #expect(!power.isCapable)
    #expect(power.setPower(on: false) == "the X server offers no DPMS")
    #expect(power.setPower(on: true) == "the X server offers no DPMS")
    #expect(dpms.requests.isEmpty)
  }

  @Test("no X server: said so, and asked again at the next switch")
  func noServer() {
    var opened = 0
    let power = X11DisplayPower {
      opened += 1
      return nil
    }
    #expect(power.setPower(on: false) == "no X server answers")
    #expect(power.setPower(on: true) == "no X server answers")
    #expect(opened == 2)
  }

  @Test("DPMS disabled by its owner: enabled to force the monitor off, disabled again when on")
  func disabledBefore() {
    let dpms = RecordedDPMS(capable: true, enabled: false)
    let power = X11DisplayPower { dpms }
    #expect(power.isCapable)
    #expect(power.setPower(on: false) == nil)
    #expect(dpms.requests == ["enable", "force off", "sync"])
    #expect(power.setPower(on: true) == nil)
    #expect(dpms.requests.suffix(3) == ["force on", "disable", "sync"])
    #expect(!dpms.isEnabled, "the owner's setting is back")
    #expect(power.setPower(on: false) == nil)
    #expect(dpms.requests.suffix(3) == ["enable", "force off", "sync"])
  }

  @Test("DPMS enabled by its owner: forced off and on, never disabled")
  func enabledBefore() {
    let dpms = RecordedDPMS(capable: true, enabled: true)
    let power = X11DisplayPower { dpms }
    #expect(power.setPower(on: false) == nil)
    #expect(power.setPower(on: true) == nil)
    #expect(dpms.requests == ["force off", "sync", "force on", "sync"])
    #expect(dpms.isEnabled)
  }
}
