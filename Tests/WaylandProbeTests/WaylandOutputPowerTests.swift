import TestSupport
import Testing
import WaylandProbe

/// The outputs' power through `zwlr_output_power_manager_v1`, against real compositors on
/// their headless backends: sway turns its output off and on (as `swaymsg -t get_outputs`
/// reports it), weston offers no such protocol and is said to.
@Suite("Wayland output power", .serialized)
struct WaylandOutputPowerTests {
  @Test(
    "sway offers output power; its headless output, which wlroots 0.15 cannot disable, stays on and the switch says so"
  )
  func swayHeadlessStaysOn() throws {
    let sway = try HeadlessCompositor(.sway)
    #expect(sway.swayPower() == [true])
    let power = WaylandOutputPower(display: sway.socket)
    #expect(power.isCapable, "the manager and one output's power object")
    #expect(power.modes == [true], "the mode sway sent for the new power object")
    // Debian 12's wlroots 0.15.1: the headless backend refuses the output's `enabled` state
    // ("Unsupported output state fields: 0x8"), for this protocol as for `swaymsg … dpms off`.
    #expect(power.setPower(on: false) == "the compositor left its outputs on")
    #expect(sway.swayPower() == [true], "\(sway.swayOutputs() ?? sway.log)")
    #expect(power.modes == [true])
    #expect(power.setPower(on: true) == nil, "on, as it is")
  }

  @Test("weston offers no output power: the switch says so, and nothing is changed")
  func westonHasNone() throws {
    let weston = try HeadlessCompositor(.weston)
    let power = WaylandOutputPower(display: weston.socket)
    #expect(!power.isCapable)
    #expect(power.setPower(on: false) == "the compositor offers no zwlr_output_power_manager_v1")
  }

  @Test("no compositor: the switch says none answers")
  func noCompositor() throws {
    let folder = try TemporaryFolder()
    let power = WaylandOutputPower(display: folder.file("wayland-nothing"))
    #expect(!power.isCapable)
    #expect(power.setPower(on: false) == "no Wayland compositor answers")
  }

  @Test("the seat question: sway has one (even with no devices), weston's headless backend none")
  func seats() throws {
    let sway = try HeadlessCompositor(.sway)
    #expect(WaylandProbe.seat(display: sway.socket) == .seat)
    let weston = try HeadlessCompositor(.weston)
    #expect(WaylandProbe.seat(display: weston.socket) == .noSeat)
  }
}
