import PictureFiles

// MARK: - Sound: the clip on screen heard while it plays, unless muted

extension ClipPlayer {
  /// Whether `item`'s clip is to be heard when it plays: a clip's own (a Live or Motion
  /// Photo's plays muted), sound on, and an output to be had.
  func isHeard(_ item: CarouselItem) -> Bool {
    item.kind == .clip && sound.gain > 0 && !speaker.isUnavailable
  }

  /// Hears the clip on screen at `now` while it plays and is to be heard; else no output is
  /// open.
  func followSound(now: Double) {
    guard let shown else {
      speaker.end()
      return
    }
    let plays = shown.clip.isPlaying && !shown.clip.isEnded && !shown.isHeld
    speaker.follow(
      shown.clip, audible: isHeard(shown.item), plays: plays, gain: sound.gain, now: now)
  }
}
