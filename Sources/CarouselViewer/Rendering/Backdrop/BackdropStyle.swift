/// What is drawn around a picture that does not fill its page (`--backdrop`).
package enum BackdropStyle: String, CaseIterable, Sendable {
  /// The picture itself, scaled to cover the page, blurred strongly and darkened: the bars take
  /// the picture's own colours, as photo frames draw them.
  case blur
  /// The background colour (`--background`).
  case color
}
