import Gestures
import InfinitePager
import SDLKit

/// The help's rows: every action with the keys the ``KeyMap`` binds to it (so rebound keys
/// show as rebound, and unbound actions not at all), then the pointer's controls.
enum HelpContent {
  /// The actions in the order the help lists them, with what each does.
  static let actions: [(Action, String)] = [
    (.next, "next picture"),
    (.previous, "previous picture"),
    (.first, "first picture"),
    (.last, "last picture"),
    (.toggleSlideshow, "start or stop the slideshow"),
    (.zoomIn, "zoom in"),
    (.zoomOut, "zoom out"),
    (.zoomToFit, "whole picture"),
    (.toggleInfo, "show or hide the picture's details"),
    (.toggleFullscreen, "fullscreen on or off"),
    (.toggleHelp, "show or hide this help"),
    (.quit, "quit"),
  ]

  /// The pointer's controls, which no key map changes.
  static let pointer: [TableFitter.Cell] = [
    TableFitter.Cell(label: "Swipe, drag", value: "next or previous picture"),
    TableFitter.Cell(label: "Wheel", value: "one picture per notch"),
    TableFitter.Cell(label: "Tap, click", value: "show or hide the display"),
    TableFitter.Cell(label: "Pinch, Ctrl+wheel", value: "zoom"),
    TableFitter.Cell(label: "Double tap or click", value: "zoom to 1:1 and back"),
  ]

  /// Keys a remote or a media keyboard labels with a symbol: not listed among the keys.
  static let remoteKeys: Set<Key> = [.audioNext, .audioPrevious, .audioPlay, .back]

  /// The help panel for `keyMap` in a carousel of `orientation`.
  static func panel(for keyMap: KeyMap, orientation: Orientation) -> DisplayScene.Panel {
    let keys = actions.compactMap { action, meaning -> TableFitter.Cell? in
      let chords = keyMap.chords(for: action, orientation: orientation).filter {
        !remoteKeys.contains($0.key)
      }
      guard !chords.isEmpty else { return nil }
      var labels: [String] = []
      for name in chords.map(label) where !labels.contains(name) { labels.append(name) }
      return TableFitter.Cell(label: labels.joined(separator: ", "), value: meaning)
    }
    return DisplayScene.Panel(title: "Controls", rows: keys + pointer)
  }

  /// A chord as people read it: `?` for Shift+/ (where US and UK keyboards have it).
  static func label(_ chord: KeyMap.Chord) -> String {
    chord == KeyMap.Chord(.slash, .shift) ? "?" : chord.description
  }
}
