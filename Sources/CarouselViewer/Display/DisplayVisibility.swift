/// When the on-screen display shows: after each input for ``DisplayConstants/holdTime``, then
/// fading out over ``DisplayConstants/fadeTime``; a tap toggles it.
///
/// A value on explicit time: every call takes `now` (s), so auto-hide runs on the virtual clock
/// in tests. Without auto-hide (a kiosk) it always shows.
struct DisplayVisibility: Equatable {
  /// Whether it fades after input; false keeps it on screen.
  let autoHides: Bool
  /// When input last revealed it, in s; nil while hidden by a tap or once faded.
  private(set) var revealedAt: Double?

  /// A display that shows from `now` (s), as if input had just come.
  init(autoHides: Bool, shownAt now: Double) {
    self.autoHides = autoHides
    revealedAt = now
  }

  /// Input came at `now`: show, and start the countdown again.
  mutating func reveal(at now: Double) {
    revealedAt = now
  }

  /// A tap at `now`: hide when showing (even while fading), show when hidden.
  mutating func toggle(at now: Double) {
    if opacity(at: now) > 0 { revealedAt = nil } else { revealedAt = now }
  }

  /// How opaque the display is at `now`: 1 while shown, falling to 0 during the fade
  /// (smoothly: ease-out), 0 once hidden.
  func opacity(at now: Double) -> Double {
    guard let revealedAt else { return 0 }
    guard autoHides else { return 1 }
    let fading = now - revealedAt - DisplayConstants.holdTime
    if fading <= 0 { return 1 }
    if fading >= DisplayConstants.fadeTime { return 0 }
    let progress = fading / DisplayConstants.fadeTime
    return 1 - progress * progress
  }

  /// The next time the display changes without input: when the fade starts, while it shows;
  /// nil once it is fading (the fade asks for its frames) or hidden.
  func nextChange(after now: Double) -> Double? {
    guard autoHides, let revealedAt else { return nil }
    let fadeStart = revealedAt + DisplayConstants.holdTime
    return fadeStart > now ? fadeStart : nil
  }

  /// Whether the display is fading at `now`: from the fade's start (included) to its end.
  func isFading(at now: Double) -> Bool {
    guard autoHides, let revealedAt else { return false }
    let fading = now - revealedAt - DisplayConstants.holdTime
    return fading >= 0 && fading < DisplayConstants.fadeTime
  }
}
