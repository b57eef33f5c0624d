import Gestures
import InfinitePager
import Localization
import SDLKit

/// The help's rows: every action with the keys the ``KeyMap`` binds to it (so rebound keys
/// show as rebound, and unbound actions not at all), then the pointer's controls.
enum HelpContent {
  /// The pointer's controls, which no key map changes.
  static let pointer: [TableFitter.Cell] = [
    TableFitter.Cell(label: localized("Swipe, drag"), value: localized("next or previous picture")),
    TableFitter.Cell(label: localized("Wheel"), value: localized("one picture per notch")),
    TableFitter.Cell(label: localized("Tap, click"), value: localized("show or hide the display")),
    TableFitter.Cell(label: localized("Pinch, Ctrl+wheel"), value: localized("zoom")),
    TableFitter.Cell(
      label: localized("Double tap or click"), value: localized("zoom to 1:1 and back")),
    TableFitter.Cell(label: localized("Drag on a clip's bar"), value: localized("seek the clip")),
  ]

  /// The help panel for `keyMap` in a carousel of `orientation` (``KeyTable``'s actions, without
  /// the remote's and media keys).
  static func panel(for keyMap: KeyMap, orientation: Orientation) -> DisplayScene.Panel {
    let keys = KeyTable.actions.compactMap { action, meaning -> TableFitter.Cell? in
      let labels = KeyTable.labels(
        for: action, in: keyMap, orientation: orientation, remote: false)
      guard !labels.isEmpty else { return nil }
      return TableFitter.Cell(label: labels.joined(separator: ", "), value: localized(meaning))
    }
    return DisplayScene.Panel(title: localized("Controls"), rows: keys + pointer)
  }
}
