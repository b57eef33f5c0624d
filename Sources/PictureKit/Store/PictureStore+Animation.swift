import PictureFiles

// MARK: - Animations: frames on the store's own clock per item

extension PictureStore {
  /// Shows the frame due at `now` (s) of every animation among `visible`; their clocks run only
  /// while `playing` (the carousel rests), and the others' hold.
  /// - Returns: whether a visible texture changed.
  package func advanceAnimations(visible: [ItemKey], now: Double, playing: Bool) -> Bool {
    pruneAnimations()
    let shown = Set(visible)
    var changed = false
    for (key, playback) in animations {
      let isShown = shown.contains(key)
      if playback.advance(now: now, playing: playing && isShown), isShown { changed = true }
    }
    return changed
  }

  /// When the next frame of a visible, playing animation is due, in s.
  package func nextAnimationChange() -> Double? {
    animations.values.compactMap { $0.nextChange() }.min()
  }

  /// Seconds one loop of the animation of `item` lasts, when it is an animation decoded now.
  package func animationDuration(of item: CarouselItem) -> Double? {
    animations[item.key]?.animation.duration
  }

  /// Seconds the animation of `item` has played, when it is one.
  package func animationPlayed(of item: CarouselItem) -> Double? {
    animations[item.key]?.played
  }

  /// Drops the playbacks whose picture left the cache (evicted or replaced).
  private func pruneAnimations() {
    for (key, playback) in animations {
      guard case .picture(let texture, _)? = cache.peek(key)?.content, texture === playback.texture
      else {
        animations[key] = nil
        continue
      }
    }
  }
}
