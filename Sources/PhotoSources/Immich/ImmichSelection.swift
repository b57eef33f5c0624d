/// Which of an Immich library's pictures a frame shows: the union of the albums, the people,
/// the tag, the favourites and the memories named; with none named, the whole timeline.
///
/// Names are Immich's own (an album's name, a person's, a tag's name or its full path),
/// matched exactly, else ignoring case.
package struct ImmichSelection: Equatable, Sendable {
  /// `--immich-album`: albums by name.
  package var albums: [String] = []
  /// `--immich-person`: people by name.
  package var people: [String] = []
  /// `--immich-tag`: a tag by name or full path.
  package var tag: String?
  /// `--immich-favorites`: the pictures marked as favourites.
  package var favorites = false
  /// `--immich-memories`: Immich's own "on this day" for today.
  package var memories = false

  package init() {}

  /// Whether nothing is named: the whole timeline is shown.
  package var isWholeTimeline: Bool {
    albums.isEmpty && people.isEmpty && tag == nil && !favorites && !memories
  }
}

/// Which size of each picture Immich sends (`--immich-size`).
package enum ImmichSize: String, CaseIterable, Equatable, Sendable {
  /// The preview Immich makes of each picture (a JPEG about 1440 pixels high by default):
  /// enough for a frame's screen, a fraction of the original's bytes.
  case preview
  /// The full-size JPEG Immich makes of pictures a browser cannot show (RAW, HEIC), when the
  /// server is set to make them; else Immich sends the original.
  case fullsize
  /// The file as it was uploaded (`/api/assets/{id}/original`).
  case original
}
