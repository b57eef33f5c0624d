import Gestures
import InfinitePager
import Localization
import SDLKit

/// What each action does, in words, in the order help lists them: the one table the on-screen
/// help, `--help`, the manual page and the README's key table are made from, each with the keys
/// its ``KeyMap`` binds, so none of them can list a key the map does not have or miss one it has.
package enum KeyTable {
  /// The actions keys may do, with what each does.
  package static let actions: [(action: Action, meaning: String)] = [
    (.next, translatable("next picture")),
    (.previous, translatable("previous picture")),
    (.playPause, translatable("play or pause the clip shown; elsewhere, next picture")),
    (.seekForward, translatable("the clip shown 5 s on; elsewhere, next picture")),
    (.seekBackward, translatable("the clip shown 5 s back; elsewhere, previous picture")),
    (.frameStep, translatable("pause the clip shown on its next frame")),
    (.frameBackStep, translatable("pause the clip shown on its previous frame")),
    (.toggleMute, translatable("turn clips' sound off or on")),
    (.first, translatable("first picture")),
    (.last, translatable("last picture")),
    (.toggleSlideshow, translatable("start or stop the slideshow")),
    (.zoomIn, translatable("zoom in")),
    (.zoomOut, translatable("zoom out")),
    (.zoomToFit, translatable("whole picture")),
    (.toggleZoom, translatable("1:1 and back")),
    (.rotateRight, translatable("turn a quarter clockwise")),
    (.rotateLeft, translatable("turn a quarter counter-clockwise")),
    (.flipHorizontal, translatable("flip left to right")),
    (.flipVertical, translatable("flip top to bottom")),
    (.trash, translatable("move to the Trash (asks first: Enter or Delete again)")),
    (.undoTrash, translatable("put the last picture trashed back")),
    (.toggleGrid, translatable("the overview grid, or the picture picked in it")),
    (.toggleInfo, translatable("show or hide the picture's details")),
    (.toggleFullscreen, translatable("fullscreen on or off")),
    (.toggleHelp, translatable("show or hide the help")),
    (.back, translatable("back: close the panel, leave the zoom, leave fullscreen, else quit")),
    (.quit, translatable("quit")),
  ]

  /// Keys a remote or a media keyboard labels with a symbol: the on-screen help leaves them out.
  static let remoteKeys: Set<Key> = [.audioNext, .audioPrevious, .audioPlay, .back]

  /// A chord as people read it: `?` for Shift+/ (where US and UK keyboards have it), the media
  /// and remote keys by what they are labelled with.
  static func label(_ chord: KeyMap.Chord) -> String {
    switch chord {
    case KeyMap.Chord(.slash, .shift): "?"
    case KeyMap.Chord(.audioNext): "Next (media key)"
    case KeyMap.Chord(.audioPrevious): "Previous (media key)"
    case KeyMap.Chord(.audioPlay): "Play/Pause (media key)"
    case KeyMap.Chord(.back): "Back (remote)"
    default: chord.description
    }
  }

  /// The keys `keyMap` binds to `action` in a carousel of `orientation`, as labels, each once,
  /// in the map's order; the remote's and media keys only when `remote` is true.
  static func labels(
    for action: Action, in keyMap: KeyMap, orientation: Orientation, remote: Bool
  ) -> [String] {
    var labels: [String] = []
    let chords = keyMap.chords(for: action, orientation: orientation)
    // The keyboard's keys first, then the media and remote keys.
    let ordered =
      chords.filter { !remoteKeys.contains($0.key) }
      + (remote ? chords.filter { remoteKeys.contains($0.key) } : [])
    for chord in ordered {
      let name = label(chord)
      if !labels.contains(name) { labels.append(name) }
    }
    return labels
  }

  /// Every action `keyMap` binds keys to, with all its keys in words: those of every carousel,
  /// then those of a vertical one only ("on a vertical carousel: Down, J").
  static func rows(for keyMap: KeyMap) -> [(keys: String, meaning: String)] {
    actions.compactMap { action, meaning in
      let everywhere = labels(for: action, in: keyMap, orientation: .horizontal, remote: true)
      let vertical = labels(for: action, in: keyMap, orientation: .vertical, remote: true)
        .filter { !everywhere.contains($0) }
      guard !everywhere.isEmpty || !vertical.isEmpty else { return nil }
      let verticalText =
        vertical.isEmpty
        ? ""
        : "\(everywhere.isEmpty ? "" : "; ")on a vertical carousel: "
          + vertical.joined(separator: ", ")
      return (everywhere.joined(separator: ", ") + verticalText, meaning)
    }
  }

  /// What the key table cannot say per key: the arrows on a zoomed picture.
  static let zoomedArrows =
    "On a zoomed picture the arrow keys pan it, and page only at its edge."

  /// The README's key table, in Markdown, for the standard keys.
  package static var markdown: String {
    let rows = rows(for: .standard).map { row in
      "| \(row.keys.replacing("|", with: "\\|")) | \(row.meaning) |"
    }
    return (["| Keys | Action |", "|---|---|"] + rows).joined(separator: "\n")
  }

  /// The line before the table in the README.
  package static let markdownStart =
    "<!-- keys: made from KeyTable and KeyMap.standard; CAROUSEL_RECORD_README=1 swift test "
    + "--filter KeyTableTests rewrites it -->"
  /// The line after the table in the README.
  package static let markdownEnd = "<!-- keys end -->"
}
