import MPRISSurface
import MQTTSurface

// MARK: - The remote surfaces: a broker (MQTT) and the desktop's media controls (MPRIS)

extension Session {
  /// Starts MQTT when `--mqtt` asked, and MPRIS when ``offersMPRIS``: in a live run, once the
  /// first picture is on screen (they cost it nothing); headless, at the start.
  ///
  /// A surface that cannot start says so on one line, and the show goes on without it.
  func startSurfaces() {
    guard mqtt == nil, mpris == nil else { return }
    let clock = MonotonicClock()
    let report: @Sendable (String) -> Void = { CarouselApp.printError($0) }
    if let mqttSettings {
      do {
        mqtt = try MQTTClient.start(
          mqttSettings, center: center, now: { clock.now() }, report: report)
      } catch {
        report("carousel: option --mqtt: \(error.message)")
      }
    }
    if offersMPRIS {
      do {
        mpris = try MPRISServer.start(center: center, report: report)
      } catch {
        report("carousel: mpris: \(error.message)")
      }
    }
  }

  /// Whether the desktop's media controls are offered: never headless nor with `--no-mpris`;
  /// in a kiosk only with `--mpris`; otherwise whenever a session bus runs.
  var offersMPRIS: Bool {
    guard !options.isHeadless, !options.refusesMPRIS, SessionBus.isRunning else { return false }
    return !options.isKiosk || options.offersMPRIS
  }

  /// Stops the surfaces: MQTT says `offline` to the broker, MPRIS leaves the bus.
  func stopSurfaces() {
    mqtt?.stop()
    mqtt = nil
    mpris?.stop()
    mpris = nil
  }
}
