/// How a Live Photo's or a Motion Photo's clip plays (`--live`): the item shows its still, and
/// its clip plays over it as this says.
package enum LiveMode: String, CaseIterable, Sendable {
  /// Once, muted, when the carousel rests on the item, then its still again (the default in
  /// a slideshow and a kiosk).
  case once
  /// When asked: Space, a tap or a click on the item plays it once (the default on the
  /// desktop).
  case hold
  /// Never: the still only.
  case off
}
