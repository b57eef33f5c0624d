import Control
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// What the live loop tells systemd when systemd started Carousel (`NOTIFY_SOCKET`): `READY=1`
/// once the first picture is on screen, `WATCHDOG=1` from the loop itself at half the
/// watchdog's interval (so a loop that hangs is restarted: no other thread pings), `STATUS=`
/// with the picture shown and the display, and `STOPPING=1` at the end.
///
/// The pings are a deadline of the loop (``deadline``): an idle loop wakes for them and for
/// nothing else. Main thread only.
package final class ServiceReport {
  private let notifier: ServiceNotifier
  /// Seconds between pings: half of `WATCHDOG_USEC`, as sd_watchdog_enabled(3) advises.
  private let pingInterval: Double?
  /// When the next ping is due, in the loop's s.
  private(set) var deadline: Double?
  private var lastStatus = ""
  private var pings = 0
  /// Tests only (`CAROUSEL_LOOP_FAULT=hang-after-pings:N`): the loop hangs after N pings.
  private let hangsAfterPings: Int?

  /// - Parameter fault: `CAROUSEL_LOOP_FAULT`, the tests' switch.
  init(notifier: ServiceNotifier, fault: String?) {
    self.notifier = notifier
    pingInterval = notifier.watchdogInterval.map { $0 / 2 }
    hangsAfterPings = fault.flatMap { text in
      text.hasPrefix(Self.hangFault) ? Int(text.dropFirst(Self.hangFault.count)) : nil
    }
  }

  /// The fault switch's word: the loop stops answering after this many pings.
  static let hangFault = "hang-after-pings:"

  /// The first picture is on screen.
  func ready() {
    notifier.send("READY=1")
  }

  /// One turn of the loop at `now` (s): a ping when due, and the status when it changed.
  func tick(now: Double, status: Status?) {
    if let pingInterval {
      if let deadline, now >= deadline {
        notifier.send("WATCHDOG=1")
        pings += 1
        if let hangsAfterPings, pings >= hangsAfterPings { Self.hang() }
      }
      if deadline.map({ now >= $0 }) ?? true { deadline = now + pingInterval }
    }
    if let status {
      let text = Self.text(of: status)
      if text != lastStatus, notifier.send("STATUS=" + text) { lastStatus = text }
    }
  }

  /// The loop ended.
  func stopping() {
    notifier.send("STOPPING=1")
  }

  /// `Showing b.jpg (2 / 12); display on (schedule)`.
  static func text(of status: Status) -> String {
    let picture =
      status.name.map { "Showing \($0) (\(status.index ?? 0) / \(status.count))" }
      ?? "No pictures"
    return "\(picture); display \(status.display.rawValue) (\(status.displayReason.rawValue))"
      .escapingControlCharacters
  }

  /// The fault: the main thread stops for good (signals stay with their watcher).
  private static func hang() -> Never {
    while true { pause() }
  }
}
