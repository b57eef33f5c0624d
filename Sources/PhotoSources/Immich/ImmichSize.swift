/// Which size of each picture Immich sends (`--immich-size`).
package enum ImmichSize: String, CaseIterable, Equatable, Sendable {
  /// The preview Immich makes of each picture (a JPEG about 1440 pixels high by default):
  /// enough for a frame's screen, a fraction of the original's bytes.
  case preview
  /// The full-size JPEG Immich makes of each picture, when the server is set to make them.
  case fullsize
  /// The file as it was uploaded (`/api/assets/{id}/original`).
  case original
}
