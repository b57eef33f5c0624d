/// How a picture fills its page (`--fit`).
package enum PictureFit: String, CaseIterable, Sendable {
  /// The whole picture, as large as the page allows (bands at two sides when the shapes differ).
  case contain
  /// The whole page, the picture cropped at two sides when the shapes differ.
  case cover
  /// As `contain`, but a picture smaller than the page keeps its size (never enlarged).
  case none
}
