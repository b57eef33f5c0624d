import ScrollPhysics

// MARK: - Drag commands (driven by the gesture layer, in points)

extension InfinitePager {
  /// Starts following the pointer at `now` (s).
  ///
  /// A running motion is caught (docs/physics.md §5): frozen where it is, or finished on its target
  /// when that is within CLOSE_ENOUGH (2 points). The slideshow reacts per
  /// ``autoScrollPolicy``. Ignored without items or while hidden.
  public func beginDrag(at now: Double) {
    guard count > 0, !isHidden, !isDragging else { return }
    if case .animating(let motion) = phase {
      freezeOrFinish(motion, at: now)
    }
    beginInteraction(at: now)
    phase = .dragging(
      DragState(origin: position.page, start: position.offset, anchorSlot: centreSlot))
    debugLog("begin drag")
    delegate?.pagerDidBeginDragging(self)
    update(now: now)
  }

  /// A pointer went down during a motion (docs/physics.md §5, for touch and mouse presses).
  ///
  /// Within CLOSE_ENOUGH (2 points) of its target the motion is finished: the pager rests on
  /// the target, reports the settle, and the press is a fresh one (slop applies, a tap is
  /// possible). Otherwise the motion is frozen where it is and a drag begins at once, without
  /// slop, as ``beginDrag(at:)``.
  /// - Returns: whether a drag began; false when the motion was finished, when none ran, or
  ///   when drags are refused (no items, hidden).
  @discardableResult
  public func catchMotion(at now: Double) -> Bool {
    guard case .animating(let motion) = phase, count > 0, !isHidden else { return false }
    if isCloseEnough(motion, at: now) {
      debugLog("pressed within close enough: finish")
      position = PagePosition(page: motion.targetSlot)
      phase = .idle
      retile()
      reportCrossings()
      settle()
      return false
    }
    beginDrag(at: now)
    return isDragging
  }

  /// Moves the drag to a total pointer travel of `translation` points since ``beginDrag(at:)``
  /// (positive = right or down, which shows earlier pages).
  public func drag(to translation: Double, at now: Double) {
    guard case .dragging(var drag) = phase else { return }
    drag.translation = translation
    phase = .dragging(drag)
    position = draggedPosition(drag)
    update(now: now)
  }

  /// Moves the drag by `delta` points of pointer travel (positive = right or down).
  public func drag(by delta: Double, at now: Double) {
    guard case .dragging(let drag) = phase else { return }
    self.drag(to: drag.translation + delta, at: now)
  }

  /// Releases the drag with the pointer's `velocity` along the axis (points/s, positive = right or
  /// down).
  ///
  /// `rule` picks the target page (at most one page from the position); the delegate may veto the
  /// direction; a spring from the release state takes the pager there. `travel` is how far the
  /// pointer moved along the axis since it went down, in points (positive = right or down), for
  /// the rule's fling distance: it includes the slop a gesture layer waited for before it began
  /// the drag (docs/physics.md §6). Without it the drag's own translation counts.
  public func endDrag(
    velocity: Double, travel: Double? = nil, rule: PageTargetRule, at now: Double
  ) {
    guard case .dragging(let drag) = phase else { return }
    let length = pageLength
    let pagesPerSecond = -velocity / length
    let relative = position.relative(to: drag.origin)
    let target = rule.targetPage(
      position: relative, velocity: pagesPerSecond, dragDistance: -(travel ?? drag.translation),
      pageLength: length)
    debugLog("end drag at \(velocity) points/s")
    delegate?.pager(self, didEndDraggingWithVelocity: velocity)
    phase = .idle
    let slot = drag.origin + Int(target.rounded())
    snap(toward: slot, from: drag.anchorSlot, velocity: pagesPerSecond, at: now)
    endInteraction(at: now)
  }

  /// Abandons the drag (focus lost, window hidden): springs to the nearest page at rest velocity,
  /// as ViewPager's ACTION_CANCEL.
  ///
  /// The veto still applies.
  public func cancelDrag(at now: Double) {
    guard case .dragging(let drag) = phase else { return }
    debugLog("cancel drag")
    phase = .idle
    snap(toward: centreSlot, from: drag.anchorSlot, velocity: 0, at: now)
    endInteraction(at: now)
  }

  // MARK: - Helpers

  /// Commits `requested` (clamped, vetoed back to `reference`) and springs there from the
  /// current position at `velocity` pages/s.
  func snap(toward requested: Int, from reference: Int, velocity: Double, at now: Double) {
    let slot = commitTarget(requested, from: reference)
    startSpring(to: slot, velocity: velocity, at: now)
    update(now: now)
  }

  /// Whether `motion` is within CLOSE_ENOUGH (2 points) of its target at `now`.
  private func isCloseEnough(_ motion: Motion, at now: Double) -> Bool {
    let distance = abs(motion.position(at: now).relative(to: motion.targetSlot)) * pageLength
    return distance <= PhysicsConstants.closeEnough
  }

  /// Freezes `motion` at `now`, or finishes it when it is within CLOSE_ENOUGH of its target;
  /// a drag follows at once (trackpad, or a pointer past its slop).
  private func freezeOrFinish(_ motion: Motion, at now: Double) {
    let frozen = motion.position(at: now)
    if isCloseEnough(motion, at: now) {
      debugLog("caught within close enough: finish")
      position = PagePosition(page: motion.targetSlot)
    } else {
      debugLog("caught motion")
      position = frozen
    }
    phase = .idle
  }

  /// The drag's position: 1:1 with the pointer, rubber-banded past the ends without a loop.
  private func draggedPosition(_ drag: DragState) -> PagePosition {
    let length = pageLength
    let raw = drag.start - drag.translation / length
    guard !loops else { return PagePosition(base: drag.origin, relative: raw) }
    let first = Double(-drag.origin)
    let last = Double(count - 1 - drag.origin)
    var banded = raw
    if raw < first {
      banded = first - SlotMath.rubberBand((first - raw) * length, dimension: length) / length
    } else if raw > last {
      banded = last + SlotMath.rubberBand((raw - last) * length, dimension: length) / length
    }
    return PagePosition(base: drag.origin, relative: banded)
  }
}
