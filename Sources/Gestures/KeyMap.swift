import InfinitePager
import SDLKit

/// Keys and controller buttons to actions: a value, so a kiosk profile or a config file can change
/// the bindings (imv's key → command map).
///
/// A binding names a key and the modifiers held with it. A key pressed with modifiers that no
/// binding names acts as the bare key does (Shift+PageDown is PageDown), so only chords that mean
/// something else need a binding of their own (Shift+Space is back).
package struct KeyMap: Equatable, Sendable {
  /// A key and the modifiers held with it (any of Shift, Ctrl, Alt, GUI; left or right alike).
  package struct Chord: Hashable, Sendable, CustomStringConvertible {
    package let key: Key
    package let modifiers: KeyModifiers

    package init(_ key: Key, _ modifiers: KeyModifiers = []) {
      self.key = key
      self.modifiers = Self.canonical(modifiers)
    }

    /// The modifiers as bindings name them: either Shift key is Shift, and locks are ignored.
    static func canonical(_ modifiers: KeyModifiers) -> KeyModifiers {
      let names: [KeyModifiers] = [.control, .alt, .shift, .gui]
      return names.filter { !modifiers.isDisjoint(with: $0) }.reduce(into: []) { $0.insert($1) }
    }

    /// As a user would write it: `Ctrl+Alt+Q`, `Shift+Space`, `Right`.
    package var description: String {
      let names: [(KeyModifiers, String)] = [
        (.control, "Ctrl"), (.alt, "Alt"), (.shift, "Shift"), (.gui, "Super"),
      ]
      return (names.filter { modifiers.contains($0.0) }.map(\.1) + [key.name])
        .joined(separator: "+")
    }
  }

  /// Chords to actions in every orientation.
  package private(set) var bindings: [Chord: Action]
  /// Chords to actions for a vertical carousel only (Up and Down do not page a horizontal one).
  package private(set) var verticalBindings: [Chord: Action]

  /// Game controller and TV remote buttons to actions in every orientation.
  package private(set) var buttonBindings: [ControllerButton: Action]
  /// Buttons to actions for a vertical carousel only.
  package private(set) var verticalButtonBindings: [ControllerButton: Action]

  package init(
    bindings: [Chord: Action], verticalBindings: [Chord: Action] = [:],
    buttonBindings: [ControllerButton: Action] = [:],
    verticalButtonBindings: [ControllerButton: Action] = [:]
  ) {
    self.bindings = bindings
    self.verticalBindings = verticalBindings
    self.buttonBindings = buttonBindings
    self.verticalButtonBindings = verticalButtonBindings
  }

  /// Carousel's keys.
  package static let standard = KeyMap(
    bindings: [
      Chord(.right): .next, Chord(.left): .previous,
      Chord(.pageDown): .next, Chord(.pageUp): .previous,
      Chord(.space): .playPause, Chord(.space, .shift): .previous,
      Chord(.home): .first, Chord(.end): .last,
      Chord(.f): .toggleFullscreen, Chord(.f11): .toggleFullscreen,
      Chord(.s): .toggleSlideshow,
      Chord(.i): .toggleInfo,
      Chord(.slash, .shift): .toggleHelp, Chord(.question): .toggleHelp, Chord(.f1): .toggleHelp,
      Chord(.escape): .back, Chord(.q): .quit,
      Chord(.audioNext): .next, Chord(.audioPrevious): .previous,
      Chord(.audioPlay): .toggleSlideshow, Chord(.back): .back,
      Chord(.plus): .zoomIn, Chord(.equals): .zoomIn, Chord(.keypadPlus): .zoomIn,
      Chord(.minus): .zoomOut, Chord(.keypadMinus): .zoomOut,
      Chord(.zero): .zoomToFit, Chord(.keypadZero): .zoomToFit,
      Chord(.z): .toggleZoom, Chord(.one): .toggleZoom,
      // The keys of feh, nsxiv and imv users.
      Chord(.l): .next, Chord(.h): .previous, Chord(.n): .next, Chord(.p): .previous,
      Chord(.backspace): .previous,
      // nsxiv's turns where they do not clash with ours (its h is previous here, so H is Shift+H).
      Chord(.r): .rotateRight, Chord(.r, .shift): .rotateLeft,
      Chord(.h, .shift): .flipHorizontal, Chord(.v, .shift): .flipVertical,
      Chord(.delete): .trash, Chord(.z, .control): .undoTrash,
      Chord(.g): .toggleGrid, Chord(.enter): .toggleGrid, Chord(.keypadEnter): .toggleGrid,
      // mpv's seeking and stepping where they do not clash with paging: its Left and Right
      // page here, so seeking is on Shift (without a clip, Shift+Right is Right).
      Chord(.right, .shift): .seekForward, Chord(.left, .shift): .seekBackward,
      Chord(.period): .frameStep, Chord(.comma): .frameBackStep, Chord(.m): .toggleMute,
    ],
    verticalBindings: [
      Chord(.down): .next, Chord(.up): .previous, Chord(.j): .next, Chord(.k): .previous,
    ],
    buttonBindings: [
      .dpadRight: .next, .dpadLeft: .previous, .rightShoulder: .next, .leftShoulder: .previous,
      .a: .toggleSlideshow, .start: .toggleSlideshow, .b: .back, .y: .toggleZoom,
    ],
    verticalButtonBindings: [.dpadDown: .next, .dpadUp: .previous])

  /// Binds `chord` to `action` in every orientation; nil unbinds it.
  package mutating func bind(_ chord: Chord, to action: Action?) {
    bindings[chord] = action
  }

  /// Binds controller `button` to `action` in every orientation; nil unbinds it.
  package mutating func bind(_ button: ControllerButton, to action: Action?) {
    buttonBindings[button] = action
  }

  /// The action for a pressed controller button, or nil for releases and unbound buttons.
  ///
  /// Buttons do not repeat while held.
  package func action(for event: ControllerButtonEvent, orientation: Orientation = .horizontal)
    -> Action?
  {
    guard event.isDown else { return nil }
    if orientation == .vertical, let action = verticalButtonBindings[event.button] { return action }
    return buttonBindings[event.button]
  }

  /// The action for a pressed key, or nil for releases, keys without one, and auto-repeats of
  /// actions that do not repeat.
  package func action(for event: KeyEvent, orientation: Orientation = .horizontal) -> Action? {
    guard event.isDown else { return nil }
    let held = Chord(event.key, event.modifiers)
    let bare = Chord(event.key)
    let tables = orientation == .vertical ? [verticalBindings, bindings] : [bindings]
    let action =
      tables.lazy.compactMap { $0[held] }.first
      ?? tables.lazy.compactMap { $0[bare] }.first
    guard let action else { return nil }
    return event.isRepeat && !action.repeats ? nil : action
  }

  /// The controller buttons bound to `action` (either orientation), sorted by name.
  package func buttons(for action: Action) -> [ControllerButton] {
    let all = buttonBindings.merging(verticalButtonBindings) { first, _ in first }
    return all.filter { $0.value == action }.map(\.key).sorted { $0.name < $1.name }
  }

  /// The chords bound to `action` (either orientation), sorted as written: for help screens.
  package func chords(for action: Action) -> [Chord] {
    let all = bindings.merging(verticalBindings) { first, _ in first }
    return all.filter { $0.value == action }.map(\.key).sorted { $0.description < $1.description }
  }

  /// The chords that do `action` in `orientation`, sorted as written: what a help screen for
  /// this carousel lists (Down does not page a horizontal one).
  package func chords(for action: Action, orientation: Orientation) -> [Chord] {
    let all =
      orientation == .vertical
      ? verticalBindings.merging(bindings) { vertical, _ in vertical } : bindings
    return all.filter { $0.value == action }.map(\.key).sorted { $0.description < $1.description }
  }
}
