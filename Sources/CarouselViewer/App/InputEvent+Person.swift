import SDLKit

// MARK: - What a person does

extension InputEvent {
  /// Whether a person just acted.
  ///
  /// That is a key or button pressed, the pointer or a finger moved or put down, the wheel
  /// turned, a pinch. Releases are the end of an act already counted, and the window system's
  /// news, wake-ups and controllers plugged in are no one's act.
  var isPersonsAct: Bool {
    switch self {
    case .key(let key): key.isDown
    case .mouseButton(let button): button.isDown
    case .controllerButton(let button): button.isDown
    case .finger(let finger): finger.phase != .up
    case .mouseMotion, .wheel, .pinch: true
    case .quit, .controllerDevice, .window, .wake, .other: false
    }
  }

  /// Whether this is a key, button or finger let go, or a pinch's end: the rest of an act.
  var isRelease: Bool {
    switch self {
    case .key(let key): !key.isDown
    case .mouseButton(let button): !button.isDown
    case .controllerButton(let button): !button.isDown
    case .finger(let finger): finger.phase == .up
    default: false
    }
  }
}
