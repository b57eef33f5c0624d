import ScrollPhysics

// MARK: - Steps and programmatic scrolling

extension InfinitePager {
  /// Moves the target `delta` pages (keys, wheel notches) with a retargeted spring.
  ///
  /// The step counts from the running motion's target, else from the page under the centre,
  /// and the target may lead that page by at most PhysicsConstants.wheelLeadCap (2) pages, so a
  /// held key scrolls steadily without running away (docs/physics.md §8a, §9). Ignored while
  /// dragging, or with fewer than two items; a vetoed step is dropped.
  public func step(_ delta: Int, at now: Double) {
    guard count > 1, !isDragging, delta != 0 else { return }
    update(now: now)
    beginInteraction(at: now)
    defer { endInteraction(at: now) }
    let anchor = centreSlot
    let base = motionTarget ?? anchor
    let cap = Int(PhysicsConstants.wheelLeadCap)
    let requested = min(max(base + delta, anchor - cap), anchor + cap)
    let slot = commitTarget(requested, from: base)
    guard slot != base else { return }
    startSpring(to: slot, velocity: 0, at: now)
    update(now: now)
  }

  /// Shows the next item (one step).
  public func scrollToNextPage(at now: Double) { step(1, at: now) }

  /// Shows the previous item (one step).
  public func scrollToPreviousPage(at now: Double) { step(-1, at: now) }

  /// Shows item 0, the short way round, with at most one page of animation.
  public func scrollToFirstPage(animated: Bool = true, at now: Double) {
    scrollToPage(0, animated: animated, at: now)
  }

  /// Shows the last item, the short way round, with at most one page of animation.
  public func scrollToLastPage(animated: Bool = true, at now: Double) {
    scrollToPage(count - 1, animated: animated, at: now)
  }

  /// Shows item `index` (clamped to the items), going the short way round the loop.
  ///
  /// Animated, a far jump shows a single transition: the pager jumps to the target's neighbour
  /// on the near side and springs one page. Jumps do not report the pages they skip; a jump
  /// without animation reports the settle. The delegate's veto is asked once, for the
  /// direction of travel.
  public func scrollToPage(_ index: Int, animated: Bool, at now: Double) {
    guard count > 0 else { return }
    update(now: now)
    let abandonsDrag = isDragging
    if abandonsDrag { phase = .idle }
    beginInteraction(at: now)
    defer { endInteraction(at: now) }
    let base = motionTarget ?? centreSlot
    let item = min(max(index, 0), count - 1)
    let from = SlotMath.wrap(base, count: count)
    let delta = loops ? SlotMath.shortestDelta(from: from, to: item, count: count) : item - from
    let slot = commitTarget(base + delta, from: base)
    guard slot != base else {
      // Already there (or vetoed): an abandoned drag still springs back onto the page.
      if abandonsDrag { snap(toward: base, from: base, velocity: 0, at: now) }
      return
    }
    debugLog("scroll to page \(item) (\(delta) pages, animated: \(animated))")
    guard animated else {
      jump(to: slot, settling: true)
      return
    }
    if abs(slot - base) > 1 {
      jump(to: slot - (slot > base ? 1 : -1), settling: false)
    }
    startSpring(to: slot, velocity: 0, at: now)
    update(now: now)
  }

  // MARK: - Commit

  /// The target of the running motion, if any.
  var motionTarget: Int? {
    guard case .animating(let motion) = phase else { return nil }
    return motion.targetSlot
  }

  /// Settles a requested target: clamped to the items without a loop, then vetoed (back to
  /// `reference`) or announced with "will".
  /// - Returns: the slot to go to; `reference` when nothing should move.
  func commitTarget(_ requested: Int, from reference: Int) -> Int {
    var slot = requested
    if !loops { slot = min(max(slot, 0), count - 1) }
    guard slot != reference, count > 0 else { return slot }
    let from = SlotMath.wrap(reference, count: count)
    let to = SlotMath.wrap(slot, count: count)
    let forward = slot > reference
    let allowed =
      forward
      ? delegate?.pager(self, shouldScrollToNextPageFrom: from)
      : delegate?.pager(self, shouldScrollToPreviousPageFrom: from)
    guard allowed ?? true else {
      debugLog("vetoed \(forward ? "next" : "previous") from \(from)")
      return reference
    }
    if forward {
      delegate?.pager(self, willScrollToNextPageAt: to)
    } else {
      delegate?.pager(self, willScrollToPreviousPageAt: to)
    }
    return slot
  }

  /// Springs to `slot`: a running motion is retargeted from its position and velocity;
  /// otherwise a new spring leaves the current position at `velocity` pages/s.
  func startSpring(to slot: Int, velocity: Double, at now: Double) {
    if case .animating(let motion) = phase {
      phase = .animating(motion.retargeted(to: slot, at: now, tolerance: tolerance))
      return
    }
    let origin = position.page
    let start = position.offset
    let target = Double(slot - origin)
    // Past an end (rubber band) a flick outward must not push further out.
    let outward = velocity * (target - start) < 0 && isOverscrolled
    let spring = SpringSimulation(
      from: start, velocity: outward ? 0 : velocity, to: target, startTime: now,
      tolerance: tolerance)
    phase = .animating(Motion(origin: origin, curve: .spring(spring)))
  }

  /// Puts the pager at rest on `slot` at once, without reporting the pages between.
  func jump(to slot: Int, settling: Bool) {
    phase = .idle
    position = PagePosition(page: slot)
    reportedSlot = centreSlot
    retile()
    if settling { settle() }
  }

  /// Whether a non-looping strip is dragged past its first or last page.
  private var isOverscrolled: Bool {
    guard !loops, count > 0 else { return false }
    return position.page < 0 || position.page >= count - 1 && position.offset > 0
  }
}
