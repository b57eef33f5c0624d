/// The sizes of the freedesktop thumbnail specification (0.9): a thumbnail's longer side, and
/// the folder of `$XDG_CACHE_HOME/thumbnails` that holds thumbnails of that size.
package enum ThumbnailSize: Int, CaseIterable, Sendable, Codable, Comparable {
  case normal = 128
  case large = 256
  case xLarge = 512
  case xxLarge = 1024

  /// The longest side, in pixels.
  package var side: Int { rawValue }

  /// The folder's name under the thumbnail cache.
  package var folder: String {
    switch self {
    case .normal: "normal"
    case .large: "large"
    case .xLarge: "x-large"
    case .xxLarge: "xx-large"
    }
  }

  /// The smallest size whose thumbnails are at least `side` pixels (the largest beyond it).
  package static func fitting(_ side: Int) -> ThumbnailSize {
    allCases.first { $0.side >= side } ?? .xxLarge
  }

  package static func < (a: ThumbnailSize, b: ThumbnailSize) -> Bool { a.rawValue < b.rawValue }
}
