/// Where a clip is at a given time: playing or paused, and the moves of pause, play and seek.
///
/// Pure: every instant is passed in (s on the loop's clock); frame k of a clip started at
/// instant `t` is due at `t + k / fps`.
struct ClipTimeline: Equatable {
  /// The instant at which the clip was at ``anchorPosition``.
  private(set) var anchorInstant = 0.0
  /// The clip's position at ``anchorInstant``, in s after its first frame.
  private(set) var anchorPosition = 0.0
  private(set) var isPlaying = false
  /// How many times it was moved (a seek or a step): a jump a player reports (MPRIS's
  /// `Seeked`).
  private(set) var seeks = 0

  /// The clip's position at `now`, in s after its first frame (never before the anchor).
  func position(at now: Double) -> Double {
    isPlaying ? anchorPosition + max(0, now - anchorInstant) : anchorPosition
  }

  /// The instant the clip reaches `position` while playing; nil when paused.
  func instant(of position: Double) -> Double? {
    isPlaying ? anchorInstant + (position - anchorPosition) : nil
  }

  mutating func play(at now: Double) {
    guard !isPlaying else { return }
    anchorInstant = now
    isPlaying = true
  }

  mutating func pause(at now: Double) {
    anchorPosition = position(at: now)
    anchorInstant = now
    isPlaying = false
  }

  /// Goes to `position`, playing on from it when playing.
  mutating func seek(to position: Double, at now: Double) {
    anchorPosition = max(0, position)
    anchorInstant = now
    seeks += 1
  }
}
