/// How a picture fills its page (`--fit`).
package enum PictureFit: String, CaseIterable, Sendable {
  /// The whole picture, as large as the page allows (bands at two sides when the shapes differ).
  case contain
  /// The whole page, the picture cropped at two sides when the shapes differ.
  case cover
  /// As `contain`, but a picture smaller than the page keeps its size (never enlarged).
  case none
  /// As `contain`, but a picture smaller than the page is enlarged at most twice: a kiosk's
  /// default, so that a tiny picture is not blown up to a blur on a frame.
  case limited

  /// The most a picture is enlarged, in page pixels per picture pixel; nil for no limit.
  var largestEnlargement: Double? {
    switch self {
    case .contain, .cover: nil
    case .none: 1
    case .limited: 2
    }
  }
}
