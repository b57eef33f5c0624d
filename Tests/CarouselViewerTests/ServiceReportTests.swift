import SystemKit
import Testing

@testable import CarouselViewer

/// The watchdog's pings on explicit times: `WATCHDOG=1` at half of `WATCHDOG_USEC` after the
/// last one, a late turn of the loop pinging once and the next ping a whole interval after it
/// (never two pings closer than half the watchdog's interval).
@Suite struct ServiceReportTests {
  @Test("WATCHDOG=1 every half interval after the last, never sooner; late turns ping once")
  func pingsFollowTheLoopsDeadline() throws {
    let manager = try ServiceNotifyTests.ManagerSocket()
    let notifier = try #require(
      ServiceNotifier(environment: ["NOTIFY_SOCKET": manager.path, "WATCHDOG_USEC": "400000"]))
    let report = ServiceReport(notifier: notifier, fault: nil)
    var pinged: [Double] = []
    // The loop's turns, in s: on time, early, on time, late by 0.3 s, just after, on time.
    for now in [0, 0.1, 0.2, 0.25, 0.7, 0.75, 0.9, 1.1] {
      report.tick(now: now, status: nil)
      if manager.receive(timeout: 0) != nil { pinged.append(now) }
      #expect(report.deadline.map { $0 > now } == true, "at \(now)")
    }
    #expect(pinged == [0.2, 0.7, 0.9, 1.1])
    #expect(report.deadline == 1.3)
  }
}
