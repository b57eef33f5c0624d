import ScrollPhysics

// MARK: - Slideshow

extension InfinitePager {
  /// Whether the slideshow is on (it may be paused, hidden or waiting out an interaction).
  public var isAutoScrollEnabled: Bool { timer.isEnabled }

  /// Whether ``pauseAutoScroll(at:)`` holds the slideshow.
  public var isAutoScrollPaused: Bool { timer.holds.contains(.user) }

  /// Where the slideshow is in the current page's dwell at `now` (s), for a progress bar; nil
  /// while the slideshow is off.
  public func autoScrollProgress(at now: Double) -> AutoScrollProgress? {
    timer.timeLeft(at: now).map { left in
      AutoScrollProgress(dwell: timer.interval, timeLeft: left.seconds, isPaused: left.isWaiting)
    }
  }

  /// Starts the slideshow: the first transition comes one dwell after `now` (s).
  ///
  /// Deadlines are `start + k·interval` in absolute time. Nothing happens with fewer than two
  /// items.
  public func startAutoScroll(at now: Double) {
    timer.start(at: now, interval: dwell(onItem: currentIndex))
    debugLog("start auto-scroll, first at \(String(describing: timer.deadline))")
  }

  /// Stops the slideshow; only ``startAutoScroll(at:)`` starts it again (never a drag).
  public func stopAutoScroll() {
    timer.stop()
    debugLog("stop auto-scroll")
  }

  /// Pauses the slideshow, keeping the time left until the next transition.
  public func pauseAutoScroll(at now: Double) {
    timer.hold(.user, at: now)
  }

  /// Resumes a paused slideshow: the next transition comes after the time that was left.
  public func resumeAutoScroll(at now: Double) {
    timer.release(.user, at: now, resume: .keepingRemaining)
  }

  /// Counts input that moves nothing (a tap, a key that pages nothing) as an interaction at
  /// `now` (s): the slideshow waits as ``autoScrollPolicy`` says, as after a drag.
  public func noteInteraction(at now: Double) {
    beginInteraction(at: now)
    endInteraction(at: now)
  }

  /// Tells the pager the window was hidden or shown at `now` (s).
  ///
  /// Hiding cancels a drag and holds the slideshow. Showing again schedules the next
  /// transition a full dwell later: no burst of missed pages, none sooner than the interval.
  public func setHidden(_ hidden: Bool, at now: Double) {
    guard hidden != isHidden else { return }
    isHidden = hidden
    debugLog(hidden ? "hidden" : "shown")
    if hidden {
      timer.hold(.hidden, at: now)
      cancelDrag(at: now)
    } else {
      timer.release(.hidden, at: now, resume: .afterFullInterval)
    }
  }

  /// Tells the pager the display was turned off or on at `now` (s): as for a hidden window,
  /// off cancels a drag and holds the slideshow where it is, and on schedules the next
  /// transition a full dwell later, from the picture it left.
  public func setAsleep(_ asleep: Bool, at now: Double) {
    guard asleep != isAsleep else { return }
    isAsleep = asleep
    debugLog(asleep ? "asleep" : "awake")
    if asleep {
      timer.hold(.asleep, at: now)
      cancelDrag(at: now)
    } else {
      timer.release(.asleep, at: now, resume: .afterFullInterval)
    }
  }

  // MARK: - Internals

  /// Starts the slideshow transition when its deadline has come and the pager is at rest.
  ///
  /// A deadline that comes during a drag or another motion waits for the rest; missed
  /// deadlines are skipped, so at most one transition starts per call. The transition takes
  /// ``autoScrollTransitionDuration``, at most half the dwell that just ended.
  /// - Returns: whether the pager cut to the next item at once (a transition of 0 s), so the
  ///   caller reports the settle.
  func fireAutoScrollIfDue(at now: Double) -> Bool {
    guard count > 1, let deadline = timer.deadline, deadline <= now, case .idle = phase else {
      return false
    }
    let from = centreSlot
    guard delegate?.pager(self, shouldAutoScrollFrom: SlotMath.wrap(from, count: count)) ?? true
    else {
      debugLog("auto-scroll vetoed")
      stopAutoScroll()
      return false
    }
    let requested = from + autoScrollDirection.step
    if !loops && (requested < 0 || requested >= count) {
      debugLog("auto-scroll reached the end")
      stopAutoScroll()
      return false
    }
    let ended = timer.interval
    let slot = commitTarget(requested, from: from)
    timer.advance(nextInterval: dwell(onItem: SlotMath.wrap(slot, count: count)), now: now)
    guard slot != from else { return false }
    debugLog("auto-scroll transition due at \(deadline)")
    let duration = min(autoScrollTransitionDuration, ended / 2)
    guard duration > 0 else {
      position = PagePosition(page: slot)
      return true
    }
    let tween = TweenSimulation(
      from: position.offset, to: Double(slot - position.page), startTime: now,
      duration: duration, curve: .easeInOutCubic)
    var motion = Motion(origin: position.page, curve: .tween(tween))
    motion.isAutoScrollTransition = true
    phase = .animating(motion)
    return false
  }

  /// Applies ``autoScrollPolicy`` when an interaction begins.
  func beginInteraction(at now: Double) {
    if autoScrollPolicy == .stop {
      if timer.isEnabled { stopAutoScroll() }
    } else {
      timer.hold(.interaction, at: now)
    }
  }

  /// Applies ``autoScrollPolicy`` when an interaction ends.
  func endInteraction(at now: Double) {
    switch autoScrollPolicy {
    case .stop:
      break
    case .restart:
      timer.release(.interaction, at: now, resume: .afterFullInterval)
    case .resumeAfterIdle(let idle):
      timer.release(.interaction, at: now, resume: .afterIdle(idle))
    }
  }

  /// The dwell on item `index`, in s: the data source's, else ``autoScrollInterval``; never
  /// shorter than ``PagerConstants/minimumAutoScrollInterval``, so deadlines always move
  /// forward.
  func dwell(onItem index: Int?) -> Double {
    let given = index.flatMap { dataSource?.pager(self, autoScrollIntervalForPageAt: $0) }
    return max(given ?? autoScrollInterval, PagerConstants.minimumAutoScrollInterval)
  }
}
