import PictureFiles

// MARK: - Hold: a Live or Motion Photo plays while it is held (`--live hold`)

extension ClipPlayer {
  /// Whether a finger, the mouse button or the play key is held on the page.
  var isPressed: Bool { isPointerHeld || isKeyHeld }

  /// Whether `item` is a Live or Motion Photo whose clip is open: the play key held on it
  /// plays it instead of paging.
  func showsLive(_ item: CarouselItem?) -> Bool {
    guard let item, let shown, shown.item == item else { return false }
    return shown.isLive
  }

  /// Plays the picture's clip `shown` from its start when a hold begins, once per hold (it
  /// settles on the still at its end even if the hold goes on), and settles it back on the
  /// still, at its start, when the hold ends.
  func followHold(_ shown: ShownClip, now: Double) {
    if isPressed, !shown.isHoldPlayed {
      shown.isHoldPlayed = true
      shown.wasPlayed = true
      if shown.clip.isEnded || shown.clip.position(at: now) > 0 { shown.clip.seek(to: 0, at: now) }
      shown.isHeld = false
      shown.clip.play(at: now)
    } else if !isPressed, shown.isHoldPlayed {
      shown.isHoldPlayed = false
      shown.isHeld = true
      if shown.clip.isPlaying { shown.clip.pause(at: now) }
    }
  }

  /// Follows a hold that began or ended at `now` on `item`, at once (not at the next frame).
  /// - Returns: whether what the page shows changed.
  func followHold(on item: CarouselItem?, live: LiveMode, now: Double) -> Bool {
    guard live == .hold, let item, let shown, shown.item == item, shown.isLive else {
      return false
    }
    let wasShowing = content(for: item) != nil
    followHold(shown, now: now)
    let changed = advance(now: now)
    return changed || wasShowing != (content(for: item) != nil)
  }
}
