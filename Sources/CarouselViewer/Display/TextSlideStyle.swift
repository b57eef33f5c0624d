import SDLKit

/// How text slides look: colours and font (`--text-color`, `--text-background`, `--text-font`).
package struct TextSlideStyle: Equatable, Sendable {
  /// The default text colour: a warm white, easy on the eyes across a room.
  package static let defaultColor = Color(rgb: 0xF4_F1_EA)
  /// The default background: a dark slate, distinct from the black behind pictures and from
  /// the reddish grey of error pages.
  package static let defaultBackground = Color(rgb: 0x1E_26_30)

  package var color = defaultColor
  package var background = defaultBackground
  /// A fontconfig name, or nil for the display's font.
  package var fontName: String?

  package init(
    color: Color = defaultColor, background: Color = defaultBackground, fontName: String? = nil
  ) {
    self.color = color
    self.background = background
    self.fontName = fontName
  }
}
