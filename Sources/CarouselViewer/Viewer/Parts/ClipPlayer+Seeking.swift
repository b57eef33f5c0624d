import PictureDecoding
import PictureFiles

// MARK: - Seeking and stepping the clip on screen

extension ClipPlayer {
  /// The clip shown on `item` that seeks: a clip's own (a Live or Motion Photo's clip plays
  /// whole), with a length.
  private func seekable(_ item: CarouselItem?) -> ShownClip? {
    guard let item, let shown, shown.item == item, !shown.isLive, shown.clip.facts.duration > 0
    else { return nil }
    return shown
  }

  /// The length of the clip on `item`, in s; nil when none is shown that seeks.
  func length(of item: CarouselItem?) -> Double? {
    seekable(item)?.clip.facts.duration
  }

  /// Where the clip on `item` is at `now`, in s after its first frame; nil without one.
  func position(of item: CarouselItem?, at now: Double) -> Double? {
    guard let shown = seekable(item) else { return nil }
    return shown.clip.isEnded ? shown.clip.facts.duration : shown.clip.position(at: now)
  }

  /// Moves the clip on `item` to `seconds` after its first frame at `now` (within its first and
  /// last frames), playing on if it played; the frame there shows as soon as it is decoded (on
  /// the virtual clock, at once).
  /// - Parameter exact: false for the keyframe at or before `seconds` (a drag on the bar, whose
  ///   every move would otherwise decode from that keyframe on, as mpv's bar does).
  /// - Returns: false when `item` shows no clip that seeks.
  @discardableResult
  func seek(_ item: CarouselItem?, to seconds: Double, exact: Bool = true, now: Double) -> Bool {
    guard let shown = seekable(item), seconds.isFinite else { return false }
    let clip = shown.clip
    let frame = clip.facts.frameRate > 0 ? 1 / clip.facts.frameRate : 0
    let last = max(0, clip.facts.duration - frame)
    shown.wasPlayed = true
    clip.seek(to: min(max(0, seconds), last), exact: exact, at: now)
    _ = advance(now: now)
    return true
  }

  /// Moves the clip on `item` `offset` seconds on (back when negative) from where it is at
  /// `now`.
  /// - Returns: false when `item` shows no clip that seeks.
  func seek(_ item: CarouselItem?, by offset: Double, now: Double) -> Bool {
    guard let position = position(of: item, at: now) else { return false }
    return seek(item, to: position + offset, now: now)
  }

  /// Pauses the clip on `item` (held, as Space holds it) and shows the frame `frames` after the
  /// one shown (before it when negative).
  /// - Returns: false when `item` shows no clip that seeks.
  func step(_ item: CarouselItem?, by frames: Int, now: Double) -> Bool {
    guard let shown = seekable(item) else { return false }
    shown.isHeld = true
    shown.wasPlayed = true
    shown.clip.step(by: frames, at: now)
    _ = advance(now: now)
    return true
  }

  /// Holds the clip on `item` while a drag on its bar seeks it (``ClipScrub``).
  /// - Returns: whether it was playing, to play on at the drag's end; nil without a clip.
  func beginScrub(_ item: CarouselItem?, now: Double) -> Bool? {
    guard let shown = seekable(item) else { return nil }
    let wasPlaying = shown.clip.isPlaying && !shown.clip.isEnded && !shown.isHeld
    shown.isHeld = true
    shown.clip.pause(at: now)
    return wasPlaying
  }

  /// Ends a drag on the bar: the clip plays on from where it was left when it played before.
  func endScrub(_ item: CarouselItem?, playing: Bool, now: Double) {
    guard let shown = seekable(item), playing else { return }
    shown.isHeld = false
    shown.clip.play(at: now)
  }
}
