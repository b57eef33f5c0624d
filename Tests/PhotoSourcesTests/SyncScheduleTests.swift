import Testing

@testable import PhotoSources

/// When a source is refreshed (``SyncSchedule``) and what it says (``SourceAnnouncer``), on
/// explicit times.
@Suite struct SyncScheduleTests {
  private func report(failing: Bool) -> SyncReport {
    var report = SyncReport()
    report.held = 7
    if failing { report.failure = .status(503, "PROPFIND /") }
    return report
  }

  @Test func refreshesOnTheIntervalAndBacksOffOnFailures() {
    var schedule = SyncSchedule(interval: 900, now: 100)
    #expect(schedule.due == 100)
    schedule.record(report(failing: false), at: 101)
    #expect(schedule.due == 1001)
    var dues: [Double] = []
    var now = 1001.0
    for _ in 0..<8 {
      schedule.record(report(failing: true), at: now)
      dues.append(schedule.due - now)
      now = schedule.due
    }
    #expect(dues == [15, 30, 60, 120, 240, 480, 900, 900])
    schedule.record(report(failing: false), at: now)
    #expect(schedule.due == now + 900)
    schedule.record(report(failing: true), at: now)
    #expect(schedule.due == now + 15)
    schedule.refreshNow(at: now + 1)
    #expect(schedule.due == now + 1)
    // An interval shorter than the retry delay bounds it.
    var short = SyncSchedule(interval: 10, now: 0)
    short.record(report(failing: true), at: 0)
    #expect(short.due == 10)
  }

  @Test func aFailureIsSaidOnceAndTheRecoveryOnce() {
    var announcer = SourceAnnouncer(name: "source: webdav http://h/")
    let first = announcer.lines(for: report(failing: true), retry: 15)
    #expect(first.count == 1)
    #expect(first.first?.0 == .warning)
    #expect(first.first?.1.contains("answered HTTP 503") == true)
    #expect(first.first?.1.contains("showing the 7 pictures of the mirror") == true)
    #expect(announcer.lines(for: report(failing: true), retry: 30).map(\.0) == [.debug])
    var other = report(failing: true)
    other.failure = .http(.transfer("Connection refused"))
    #expect(announcer.lines(for: other, retry: 60).map(\.0) == [.debug])
    let back = announcer.lines(for: report(failing: false), retry: 900)
    #expect(back.map(\.0) == [.notice])
    #expect(announcer.lines(for: report(failing: false), retry: 900).map(\.0) == [.info])
    var stopped = report(failing: true)
    stopped.failure = .http(.cancelled)
    #expect(announcer.lines(for: stopped, retry: 15).isEmpty)
  }
}
