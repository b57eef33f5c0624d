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
