import Gestures

// MARK: - The keys the options ask for

extension KeyMap {
  /// The keys for `options`: the standard map; in a kiosk without the keys that quit, leave
  /// fullscreen, stop the slideshow, trash a picture or open the grid; then the config file's
  /// `[keys]`; then a kiosk's exit chord.
  init(for options: Options) {
    self = .standard
    if options.isKiosk {
      for action in [
        Action.quit, .toggleFullscreen, .toggleSlideshow, .trash, .undoTrash, .toggleGrid,
      ] {
        for chord in chords(for: action) { bind(chord, to: nil) }
        for button in buttons(for: action) { bind(button, to: nil) }
      }
    }
    for binding in options.keyBindings { bind(binding.chord, to: binding.action) }
    if options.isKiosk, let chord = options.exitChord { bind(chord, to: .quit) }
  }
}
