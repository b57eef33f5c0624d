import ScrollPhysics

// MARK: - Drag commands (driven by the gesture layer, in points)

extension InfinitePager {
  /// Starts following the pointer at `now` (s).
  ///
  /// A running motion is caught (PHYSICS.md §5): frozen where it is, or finished on its target
  /// when that is within CLOSE_ENOUGH (2 points). The slideshow reacts per
  /// ``autoScrollPolicy``. Ignored without items or while hidden.
  public func beginDrag(at now: Double) {
    guard count > 0, !isHidden, !isDragging else { return }
    if case .animating(let motion) = phase {
      catchMotion(motion, at: now)
    }
    beginInteraction(at: now)
    phase = .dragging(
      DragState(origin: position.page, start: position.offset, anchorSlot: centreSlot))
    debugLog("begin drag")
    delegate?.pagerDidBeginDragging(self)
    update(now: now)
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
  /// direction; a spring from the release state takes the pager there.
  public func endDrag(velocity: Double, rule: PageTargetRule, at now: Double) {
    guard case .dragging(let drag) = phase else { return }
    let length = pageLength
    let pagesPerSecond = -velocity / length
    let relative = position.relative(to: drag.origin)
    let target = rule.targetPage(
      position: relative, velocity: pagesPerSecond, dragDistance: -drag.translation,
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

  /// Freezes `motion` at `now`, or finishes it when it is within CLOSE_ENOUGH of its target.
  private func catchMotion(_ motion: Motion, at now: Double) {
    let frozen = motion.position(at: now)
    let distance = abs(frozen.relative(to: motion.targetSlot)) * pageLength
    if distance <= PhysicsConstants.closeEnough {
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
