/// The clip on screen, as the status tells it (issue 36).
package struct ClipState: Equatable, Sendable {
  /// Where it is, in s after its first frame: at the moment asked in the answer to `status`;
  /// in a published status, where it was at its latest play, pause, seek or end, so that a
  /// playing clip does not publish a status every frame (with ``isPlaying`` a subscriber
  /// counts on from there, as MPRIS clients do).
  package var position: Double
  /// Its length, in s.
  package var length: Double
  /// Whether it plays (false paused, held or ended).
  package var isPlaying: Bool
  /// Whether clips' sound is off (`--videos muted` starts so; `m`, `mute`, `unmute` change it).
  package var isMuted: Bool
  /// How loud its sound plays when not muted, in percent of its own (0 to 100).
  package var volume: Int
  /// How many times it was sought or stepped since it opened: a change is a jump of its
  /// position (MPRIS's `Seeked`); not in the status's JSON.
  package var seeks: Int

  package init(
    position: Double, length: Double, isPlaying: Bool, isMuted: Bool, volume: Int = 100,
    seeks: Int = 0
  ) {
    self.position = position
    self.length = length
    self.isPlaying = isPlaying
    self.isMuted = isMuted
    self.volume = volume
    self.seeks = seeks
  }
}

/// What the item shown is: the status's `kind`.
package enum ShownKind: String, Equatable, Sendable {
  /// A picture (a Live or Motion Photo too: it is shown as its still).
  case picture
  /// A video clip.
  case clip
  /// A text slide.
  case text
}
