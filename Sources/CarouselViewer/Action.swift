import SDLKit

/// Something the user can ask the viewer to do, whatever the input that asked for it.
enum Action: Equatable {
  case next
  case previous
  case toggleFullscreen
  case quit
}

/// Keys to actions, as a table (imv's key → command map).
enum KeyMap {
  static let bindings: [Key: Action] = [
    .right: .next,
    .left: .previous,
    .f: .toggleFullscreen,
    .f11: .toggleFullscreen,
    .escape: .quit,
    .q: .quit,
  ]

  /// The action for a pressed key (auto-repeats included), or nil for keys without one.
  static func action(for event: KeyEvent) -> Action? {
    guard event.isDown else { return nil }
    return bindings[event.key]
  }
}
