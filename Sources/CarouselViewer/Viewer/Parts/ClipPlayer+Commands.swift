import Control
import PictureFiles

// MARK: - The clip on screen for the surfaces: its state, play and pause

extension ClipPlayer {
  /// The clip shown on `item` as the status tells it: a clip's own (not a picture's), with a
  /// length; nil without one.
  /// - Parameter now: the instant of its position; nil for where it was at its latest play,
  ///   pause, seek or end (what a published status says, so that it changes only then).
  func state(of item: CarouselItem?, at now: Double?) -> ClipState? {
    guard let item, let shown, shown.item == item, !shown.isLive, shown.clip.facts.duration > 0
    else { return nil }
    let clip = shown.clip
    let position =
      clip.isEnded
      ? clip.facts.duration : now.map { clip.position(at: $0) } ?? clip.anchoredPosition
    return ClipState(
      position: position, length: clip.facts.duration,
      isPlaying: clip.isPlaying && !clip.isEnded && !shown.isHeld, isMuted: sound.isMuted,
      volume: sound.volume, seeks: clip.seekCount)
  }

  /// Turns clips' sound off (`muted`) or on at `now`: `m`, `mute`, `unmute`.
  /// - Returns: false when clips are not shown (`--videos off`).
  @discardableResult
  func setMuted(_ muted: Bool, now: Double) -> Bool {
    guard executable != nil else { return false }
    sound.isMuted = muted
    return true
  }

  /// Sets clips' loudness to `percent` (0 to 100) at `now`: `volume`.
  /// - Returns: false when clips are not shown (`--videos off`).
  func setVolume(_ percent: Int, now: Double) -> Bool {
    guard executable != nil else { return false }
    sound.volume = min(100, max(0, percent))
    return true
  }

  /// The `play` command on `item`: the clip shown there plays (from its start when it ended).
  /// - Returns: false when it plays already or none is shown (the command starts the
  ///   slideshow instead).
  func play(_ item: CarouselItem?, now: Double) -> Bool {
    guard let item, let shown, shown.item == item, !shown.isLive else { return false }
    guard shown.isHeld || shown.clip.isEnded else { return false }
    return togglePause(item, now: now)
  }

  /// The `pause` command on `item`: the clip shown there holds where it is (held, as Space
  /// holds it); nothing when it is paused or none is shown.
  func pause(_ item: CarouselItem?, now: Double) {
    guard let item, let shown, shown.item == item, !shown.isLive, !shown.isHeld else { return }
    shown.isHeld = true
    shown.wasPlayed = true
    shown.clip.pause(at: now)
  }
}
