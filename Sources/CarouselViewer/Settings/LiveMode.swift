/// How a Live Photo's or a Motion Photo's clip plays (`--live`): the item shows its still, and
/// its clip plays over it as this says.
package enum LiveMode: String, CaseIterable, Sendable {
  /// Once, muted, when the carousel rests on the item, then its still again (the default in
  /// a slideshow and a kiosk).
  case once
  /// While held: a finger, the mouse button or Space held on the item plays it, muted, once
  /// per hold; on release the still shows again (the default on the desktop). A press that
  /// moves past the slop is a drag and pages as always.
  case hold
  /// Never: the still only.
  case off
}
