import PictureKit

// MARK: - Animated pictures: played at rest, and at least once in a slideshow

extension Viewer {
  /// Shows the frame due of each visible animation; their clocks run only while the carousel
  /// rests (a drag, a fling or a slideshow transition holds them).
  func advanceAnimations(now: Double) {
    let visible = pager.visiblePages.map { catalog[$0.index].key }
    let resting = !pager.isAnimating && !pager.isDragging
    if pictures.store.advanceAnimations(visible: visible, now: now, playing: resting) {
      markNeedsRedraw()
    }
  }

  /// The slideshow's dwell on item `index`: the picture's own interval or the slideshow's, but
  /// never less than one loop of its animation plus the transition that brings it in (its
  /// clock starts once the carousel rests), so an animation plays at least once.
  func slideshowDwell(ofItem index: Int) -> Double? {
    let own = ownInterval(ofItem: index)
    guard catalog.items.indices.contains(index),
      let loop = pictures.store.animationDuration(of: catalog[index])
    else { return own }
    return max(own ?? pager.autoScrollInterval, loop + pager.autoScrollTransitionDuration)
  }
}
