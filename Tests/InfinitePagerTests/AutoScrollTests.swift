import InfinitePager
import ScrollPhysics
import Testing

struct AutoScrollTests {
  @Test func simulatedWeekHasNoDrift() {
    let h = Harness(count: 12)
    h.pager.startAutoScroll(at: 0)
    let transitions = 7 * 24 * 3600 / 5
    #expect(transitions == 120_960)
    var drifted = 0
    var wrongIndex = 0
    for k in 1...transitions {
      guard let deadline = h.pager.nextDeadline(after: h.now) else { break }
      // The k-th transition starts at exactly k intervals: computed, never accumulated.
      if deadline != Double(k) * 5 { drifted += 1 }
      h.now = deadline
      h.pager.update(now: h.now)
      h.now += 1
      h.pager.update(now: h.now)
      if h.pager.currentIndex != k % 12 || h.pager.isAnimating { wrongIndex += 1 }
    }
    #expect(drifted == 0)
    #expect(wrongIndex == 0)
    #expect(h.delegate.count("settle") == transitions)
    #expect(h.pager.nextDeadline(after: h.now) == Double(transitions + 1) * 5)
    #expect(h.dataSource.census.created <= 4)
  }

  @Test func transitionIsTheSlideshowTween() {
    let h = Harness(count: 5)
    h.pager.startAutoScroll(at: 0)
    h.now = 5
    h.pager.update(now: 5)
    #expect(h.pager.isAnimating)
    h.pager.update(now: 5.15)
    #expect(abs(h.pager.position.relative(to: 0) - 4 * 0.25 * 0.25 * 0.25) < 1e-12)
    // easeInOutCubic is half way at half the 0.6 s.
    h.pager.update(now: 5.3)
    #expect(abs(h.pager.position.relative(to: 0) - 0.5) < 1e-12)
    h.now = 5.6
    h.pager.update(now: 5.6)
    #expect(h.pager.position == PagePosition(page: 1))
    #expect(h.delegate.events == ["willNext 1", "didNext 1", "settle 1"])
  }

  @Test func stepDuringTransitionTakesOverContinuously() {
    let h = Harness(count: 5)
    h.pager.startAutoScroll(at: 0)
    h.pager.update(now: 5)
    h.pager.update(now: 5.3)
    let before = h.pager.position.relative(to: 0)
    h.pager.step(1, at: 5.3)
    #expect(abs(h.pager.position.relative(to: 0) - before) < 1e-12)
    h.pager.update(now: 5.35)
    // The spring leaves with the tween's velocity: still moving forward.
    #expect(h.pager.position.relative(to: 0) > before)
    h.pager.update(now: 8)
    #expect(h.pager.currentIndex == 2)
    // Restart policy: the next transition is a full interval after the step.
    #expect(h.pager.nextDeadline(after: 8) == 10.3)
  }

  @Test func pauseKeepsTheTimeLeft() {
    let h = Harness(count: 5)
    h.pager.startAutoScroll(at: 0)
    h.pager.pauseAutoScroll(at: 1.2)
    #expect(h.pager.nextDeadline(after: 1.2) == nil)
    h.now = 8
    h.pager.update(now: 8)
    #expect(h.pager.isAnimating == false)
    h.pager.resumeAutoScroll(at: 11.2)
    let deadline = h.pager.nextDeadline(after: 11.2) ?? 0
    #expect(abs(deadline - (11.2 + 3.8)) < 1e-9)
    h.pager.update(now: deadline - 0.01)
    #expect(h.pager.isAnimating == false)
    h.pager.update(now: deadline)
    #expect(h.pager.isAnimating)
  }

  @Test func hiddenForAnHourGivesNoBurst() {
    let h = Harness(count: 10)
    h.pager.startAutoScroll(at: 0)
    h.pager.setHidden(true, at: 2)
    for minute in 1...60 {
      h.pager.update(now: Double(minute) * 60)
    }
    #expect(h.delegate.count("will") == 0)
    #expect(h.pager.nextDeadline(after: 3600) == nil)
    h.pager.setHidden(false, at: 3602)
    // No transition sooner than one interval after showing again …
    #expect(h.pager.nextDeadline(after: 3602) == 3607)
    for t in stride(from: 3602.0, to: 3607, by: 0.5) { h.pager.update(now: t) }
    #expect(h.delegate.count("will") == 0)
    // … and then exactly one.
    h.pager.update(now: 3607)
    h.pager.update(now: 3608)
    #expect(h.delegate.count("will") == 1)
    #expect(h.pager.currentIndex == 1)
  }

  @Test func lateWakeUpSkipsMissedDeadlines() {
    let h = Harness(count: 10)
    h.pager.startAutoScroll(at: 0)
    h.pager.update(now: 3600.5)
    h.pager.update(now: 3601.5)
    #expect(h.delegate.count("will") == 1)
    #expect(h.pager.nextDeadline(after: 3601.5) == 3605)
  }

  @Test func neverStartedStaysOffAfterInteraction() {
    // GBInfiniteScrollView #54: a pan restarted a slideshow that was never started.
    let h = Harness(count: 10)
    h.swipe(-80)
    h.settle()
    h.pager.step(1, at: h.now)
    h.settle()
    #expect(h.pager.isAutoScrollEnabled == false)
    #expect(h.pager.nextDeadline(after: h.now) == nil)
    h.advance(60)
    #expect(h.pager.currentIndex == 2)
  }

  struct PolicyCase: CustomTestStringConvertible, Sendable {
    let name: String
    let policy: AutoScrollInteractionPolicy
    /// The next deadline after a drag from 2 s to 3 s, with a slideshow started at 0 (5 s).
    let deadline: Double?
    var testDescription: String { name }
  }

  @Test(arguments: [
    PolicyCase(name: "stop", policy: .stop, deadline: nil),
    PolicyCase(name: "restart", policy: .restart, deadline: 8),
    PolicyCase(name: "resume after 10 s idle", policy: .resumeAfterIdle(10), deadline: 16),
  ])
  func interactionPolicy(_ c: PolicyCase) {
    let h = Harness(count: 10)
    h.pager.autoScrollPolicy = c.policy
    h.pager.startAutoScroll(at: 0)
    h.pager.beginDrag(at: 2)
    #expect(h.pager.nextDeadline(after: 2) == nil)
    h.pager.drag(to: -10, at: 2.5)
    h.pager.endDrag(velocity: 0, rule: .touch, at: 3)
    #expect(h.pager.nextDeadline(after: 3) == c.deadline)
    #expect(h.pager.isAutoScrollEnabled == (c.deadline != nil))
  }

  @Test func resumeAfterIdleKeepsRemainingAcrossRepeatedInput() {
    let h = Harness(count: 10)
    h.pager.autoScrollPolicy = .resumeAfterIdle(10)
    h.pager.startAutoScroll(at: 0)
    h.pager.step(1, at: 1)  // 4 s were left
    h.pager.step(1, at: 6)  // still idle-waiting: the 4 s are kept
    #expect(h.pager.nextDeadline(after: 6) == 20)
  }

  @Test func perPageIntervalsAndDirections() {
    let h = Harness(count: 4)
    h.dataSource.intervals = [0: 2, 1: 7]
    h.pager.autoScrollDirection = .leftToRight
    h.pager.startAutoScroll(at: 0)
    #expect(h.pager.nextDeadline(after: 0) == 2)
    h.pager.update(now: 2)
    h.pager.update(now: 3)
    #expect(h.pager.currentIndex == 3)
    // Item 3 has the pager's default interval of 5 s.
    #expect(h.pager.nextDeadline(after: 3) == 7)
    h.pager.autoScrollDirection = .bottomToTop
    h.pager.update(now: 7)
    h.pager.update(now: 8)
    #expect(h.pager.currentIndex == 0)
    #expect(h.pager.nextDeadline(after: 8) == 9)
  }

  @Test(arguments: AutoScrollDirection.allCases)
  func fourDirections(_ direction: AutoScrollDirection) {
    let h = Harness(count: 6, initialPage: 3)
    h.pager.autoScrollDirection = direction
    h.pager.startAutoScroll(at: 0)
    h.pager.update(now: 5)
    h.pager.update(now: 6)
    #expect(h.pager.currentIndex == 3 + direction.step)
  }
}

/// The slideshow's progress through a page's dwell, for a progress bar.
struct AutoScrollProgressTests {
  @Test func progressRunsThroughEachDwellAndStopsWhileHeld() throws {
    let h = Harness(count: 5)
    #expect(h.pager.autoScrollProgress(at: 0) == nil, "no slideshow, no progress")
    h.pager.startAutoScroll(at: 0)
    let start = try #require(h.pager.autoScrollProgress(at: 0))
    #expect(start == AutoScrollProgress(dwell: 5, timeLeft: 5, isPaused: false))
    #expect(try #require(h.pager.autoScrollProgress(at: 1.25)).fractionElapsed == 0.25)
    h.pager.pauseAutoScroll(at: 2)
    let held = try #require(h.pager.autoScrollProgress(at: 4))
    #expect(held == AutoScrollProgress(dwell: 5, timeLeft: 3, isPaused: true))
    h.pager.resumeAutoScroll(at: 10)
    #expect(try #require(h.pager.autoScrollProgress(at: 11)).timeLeft == 2)
    h.pager.update(now: 13)  // the transition to the next page starts; a new dwell begins
    #expect(try #require(h.pager.autoScrollProgress(at: 13)).timeLeft == 5)
    h.pager.stopAutoScroll()
    #expect(h.pager.autoScrollProgress(at: 14) == nil)
  }

  @Test func idleTimeBeforeResumingCountsAsPaused() throws {
    let h = Harness(count: 5)
    h.pager.autoScrollPolicy = .resumeAfterIdle(15)
    h.pager.startAutoScroll(at: 0)
    h.pager.step(1, at: 2)  // an interaction holds it with 3 s left
    h.pager.update(now: 3)
    let waiting = try #require(h.pager.autoScrollProgress(at: 10))
    #expect(waiting.isPaused)
    #expect(waiting.timeLeft == 3)
    let counting = try #require(h.pager.autoScrollProgress(at: 18))  // idle ended at 17
    #expect(!counting.isPaused)
    #expect(counting.timeLeft == 2)
  }
}
