/// Whether clips are heard, and how loud (issue 36): one setting for the clip on screen and the
/// clips after it, as a phone's gallery keeps its mute switch from clip to clip.
struct ClipSound: Equatable {
  /// Whether sound is off: `--videos muted` starts so, `--videos sound` does not; `m`, `mute`
  /// and `unmute` change it.
  var isMuted: Bool
  /// How loud a clip plays when not muted, in percent of its own loudness (0 to 100; the
  /// `volume` command, MPRIS's Volume).
  var volume = 100

  /// The factor samples are scaled by: 0 while muted, else the volume as a fraction.
  var gain: Float { isMuted ? 0 : Float(volume) / 100 }
}
