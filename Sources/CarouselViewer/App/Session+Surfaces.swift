import HTTPSurface
import MPRISSurface
import MQTTSurface
import SystemKit

// MARK: - The remote surfaces: a broker (MQTT), the desktop's media controls (MPRIS), the web
// page (HTTP)

extension Session {
  /// Starts MQTT when `--mqtt` asked, MPRIS when ``offersMPRIS``, and the web server when
  /// `--http` asked: in a live run, once the first picture is on screen (they cost it
  /// nothing); headless, at the start (the web server serves live runs only).
  ///
  /// A surface that cannot start says so on one line, and the show goes on without it.
  func startSurfaces() {
    startSource()
    guard mqtt == nil, mpris == nil, webServer == nil else { return }
    startWebServer()
    let clock = MonotonicClock()
    if let mqttSettings {
      let weather = homeAssistantWeather
      do {
        mqtt = try MQTTClient.start(
          mqttSettings, center: center, snapshots: snapshots,
          listener: { weather?.post(topic: $0, payload: $1) }, now: { clock.now() },
          reporter: reporter)
      } catch {
        reporter.error("option --mqtt: \(error.message)")
      }
    }
    if offersMPRIS {
      do {
        mpris = try MPRISServer.start(center: center, reporter: reporter)
      } catch {
        reporter.error("mpris: \(error.message)")
      }
    }
  }

  /// Whether the desktop's media controls are offered: never headless nor with `--no-mpris`;
  /// in a kiosk only with `--mpris`; otherwise whenever a session bus runs.
  var offersMPRIS: Bool {
    guard !options.isHeadless, !options.refusesMPRIS, SessionBus.isRunning else { return false }
    return !options.isKiosk || options.offersMPRIS
  }

  /// Stops the surfaces: MQTT says `offline` to the broker, MPRIS leaves the bus, the web
  /// server answers what waits and closes its connections.
  func stopSurfaces() {
    stopSource()
    webServer?.stop()
    webServer = nil
    uploadInspector?.stop()
    uploadInspector = nil
    mqtt?.stop()
    mqtt = nil
    mpris?.stop()
    mpris = nil
  }

  /// Starts the web server made ready before the window, if `--http` asked for one; a server
  /// that cannot start (libmicrohttpd missing) is one stderr line, and the show goes on.
  private func startWebServer() {
    guard let ready = webServerStart, webServer == nil else { return }
    let inspector = UploadInspector(decoder: decoder)
    let clock = MonotonicClock()
    do {
      webServer = try HTTPServer(
        listener: ready.listener, settings: ready.settings, center: center,
        snapshots: snapshots, checker: inspector, clock: { clock.now() },
        reporter: reporter)
      uploadInspector = inspector
      let scheme = ready.settings.tls == nil ? "http" : "https"
      let address = ready.listener.address
      let host = address.isIPv6 ? "[\(address.host)]" : address.host
      reporter.notice(
        "http: the page is at \(scheme)://\(host):\(ready.listener.port)/"
          + (ready.settings.page.isEmpty ? " (not installed: only the API answers)" : ""))
    } catch {
      reporter.error("option --http: \(error.message); the server is off")
    }
  }

}
