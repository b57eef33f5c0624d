import SDLKit

extension KeyMap.Chord {
  /// Modifier names as users type them (case ignored).
  static let modifierNames: [String: KeyModifiers] = [
    "ctrl": .control, "control": .control, "alt": .alt, "shift": .shift, "super": .gui,
    "gui": .gui, "meta": .gui, "win": .gui,
  ]

  /// The chord `text` names: modifiers and one key joined by `+` (`Ctrl+Alt+Q`, `Page Down`,
  /// `Shift+Space`, `+` alone), key names as `SDL_GetKeyFromName` takes them; nil otherwise.
  package init?(text: String) {
    var parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
    if text == "+" || text.hasSuffix("++") {  // the key is "+" itself: "Ctrl++" or "+"
      parts.removeLast(2)
      parts.append("+")
    }
    guard let keyName = parts.popLast(), !keyName.isEmpty, let key = Key(name: keyName) else {
      return nil
    }
    var modifiers: KeyModifiers = []
    for part in parts {
      guard let modifier = Self.modifierNames[part.lowercased()] else { return nil }
      modifiers.insert(modifier)
    }
    self.init(key, modifiers)
  }
}
