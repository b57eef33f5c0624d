import InfinitePager
import SDLKit

/// Something the user can ask the viewer to do, whatever the input that asked for it.
package enum Action: Equatable {
  case next
  case previous
  /// Item 0, the short way round, in one transition.
  case first
  /// The last item, the short way round, in one transition.
  case last
  case toggleFullscreen
  /// Starts the slideshow, or stops it when it runs.
  case toggleSlideshow
  case quit

  /// Whether a held key repeats the action (steps do; the pager's lead cap keeps a held key from
  /// running away).
  ///
  /// Toggles and jumps happen once per press.
  var repeats: Bool { self == .next || self == .previous }
}

/// Keys to actions, as tables (imv's key → command map).
package enum KeyMap {
  /// Keys that act in every orientation, without Shift.
  static let bindings: [Key: Action] = [
    .right: .next,
    .left: .previous,
    .pageDown: .next,
    .pageUp: .previous,
    .space: .next,
    .home: .first,
    .end: .last,
    .f: .toggleFullscreen,
    .f11: .toggleFullscreen,
    .s: .toggleSlideshow,
    .escape: .quit,
    .q: .quit,
  ]

  /// Keys that mean something else with Shift held.
  static let shiftedBindings: [Key: Action] = [
    .space: .previous
  ]

  /// Keys for a vertical carousel only (Up and Down scroll a horizontal one not at all).
  static let verticalBindings: [Key: Action] = [
    .down: .next,
    .up: .previous,
  ]

  /// The action for a pressed key, or nil for releases, keys without one, and auto-repeats of
  /// actions that do not repeat.
  package static func action(for event: KeyEvent, orientation: Orientation = .horizontal) -> Action?
  {
    guard event.isDown else { return nil }
    var action: Action?
    // KMOD_SHIFT is both Shift keys; either one held counts.
    if !event.modifiers.isDisjoint(with: .shift) { action = shiftedBindings[event.key] }
    if action == nil, orientation == .vertical { action = verticalBindings[event.key] }
    guard let action = action ?? bindings[event.key] else { return nil }
    return event.isRepeat && !action.repeats ? nil : action
  }
}
