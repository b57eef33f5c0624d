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
  /// transition a full dwell later, from the picture it left; on a grid, it joins the grid at
  /// once instead (``joinAutoScrollGrid(at:)``).
  public func setAsleep(_ asleep: Bool, at now: Double) {
    guard asleep != isAsleep else { return }
    isAsleep = asleep
    debugLog(asleep ? "asleep" : "awake")
    if asleep {
      timer.hold(.asleep, at: now)
      cancelDrag(at: now)
    } else if timer.grid != nil {
      timer.release(.asleep, at: now, resume: .atOnce)
      joinAutoScrollGrid(at: now)
    } else {
      timer.release(.asleep, at: now, resume: .afterFullInterval)
    }
  }

  // MARK: - A slideshow on a grid of time

  /// The grid the slideshow's deadlines keep to, if any (``setAutoScrollGrid(_:at:)``).
  public var autoScrollGrid: AutoScrollGrid? { timer.grid }

  /// Keeps the slideshow's deadlines to `grid` from `now` (s) on; nil counts them from the
  /// start again.
  ///
  /// Each transition comes at a point of the grid and goes to the item that point shows (the
  /// short way; a far one as one transition from its neighbour), whatever the per-item dwells.
  /// Call it again whenever the clock behind the origin is read: a grid within
  /// ``PagerConstants/gridTolerance`` of the one in use keeps the pending deadline, another (a
  /// clock step) waits for its first point after `now`.
  public func setAutoScrollGrid(_ grid: AutoScrollGrid?, at now: Double) {
    timer.follow(grid, at: now)
  }

  /// Shows the item the grid's point at `now` (s) shows, at once and without animation, when
  /// the slideshow runs on a grid, nothing holds it and the pager rests: a screen that starts
  /// late, or wakes, joins the others rather than wait for the next point.
  public func joinAutoScrollGrid(at now: Double) {
    guard let grid = timer.grid, count > 1, timer.deadline != nil, case .idle = phase else {
      return
    }
    let item = grid.item(
      atPoint: grid.point(at: now), count: count, step: autoScrollDirection.step)
    let from = centreSlot
    let delta = gridDelta(from: SlotMath.wrap(from, count: count), to: item)
    guard delta != 0 else { return }
    let slot = commitTarget(from + delta, from: from)
    guard slot != from else { return }
    debugLog("join the grid at item \(item)")
    jump(to: slot, settling: true)
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
    if let grid = timer.grid { return fireGridPoint(grid, from: from, now: now) }
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
    return startTransition(to: slot, dwellEnded: ended, at: now)
  }

  /// A grid's point has come at `now`: the transition from slot `from` to the item the point
  /// shows, from its neighbour when it is further than one page.
  /// - Returns: whether the pager cut to it at once (a transition of 0 s).
  private func fireGridPoint(_ grid: AutoScrollGrid, from: Int, now: Double) -> Bool {
    let item = grid.item(
      atPoint: grid.point(at: now), count: count, step: autoScrollDirection.step)
    timer.advance(nextInterval: grid.interval, now: now)
    let delta = gridDelta(from: SlotMath.wrap(from, count: count), to: item)
    guard delta != 0 else { return false }
    let slot = commitTarget(from + delta, from: from)
    guard slot != from else { return false }
    debugLog("auto-scroll to the grid's item \(item)")
    if abs(slot - from) > 1 { jump(to: slot - (slot > from ? 1 : -1), settling: false) }
    return startTransition(to: slot, dwellEnded: grid.interval, at: now)
  }

  /// The pages from item `from` to item `to`: the slideshow's own step when `to` is the next
  /// item its way, else the short way round (the straight way without a loop).
  private func gridDelta(from: Int, to: Int) -> Int {
    guard loops else { return to - from }
    let step = autoScrollDirection.step
    if SlotMath.wrap((to - from) * step, count: count) == 1 { return step }
    return SlotMath.shortestDelta(from: from, to: to, count: count)
  }

  /// Starts the slideshow's transition to `slot` at `now`, taking
  /// ``autoScrollTransitionDuration`` but at most half the dwell that ended.
  /// - Returns: whether the pager cut to it at once (a transition of 0 s).
  private func startTransition(to slot: Int, dwellEnded ended: Double, at now: Double) -> Bool {
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
