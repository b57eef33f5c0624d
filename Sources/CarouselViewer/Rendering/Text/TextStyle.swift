import SDLKit

/// How a line of text is drawn: face, size in device pixels, colour and weight.
package struct TextStyle: Hashable, Sendable {
  package var face: FontFace
  /// The font size in device pixels (points at 72 DPI), so text is crisp at any pixel density.
  package var pixelSize: Int
  package var color: Color
  /// Emboldened by FreeType (titles).
  package var isBold = false

  package init(face: FontFace, pixelSize: Int, color: Color, isBold: Bool = false) {
    self.face = face
    self.pixelSize = pixelSize
    self.color = color
    self.isBold = isBold
  }

  /// This style at another size.
  func sized(_ newSize: Int) -> TextStyle {
    var style = self
    style.pixelSize = newSize
    return style
  }
}
