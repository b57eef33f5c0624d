import SDLKit

/// One paragraph of a block of text to lay out: wrapped to the block's width, at a size
/// relative to the block's base size.
struct TextParagraph: Hashable {
  var text: String
  /// Its size as a multiple of the block's base size (a title is larger than its body).
  var scale = 1.0
  var color: Color
  var isBold = false
  /// Space above it, in lines of the base size (0 for the first paragraph).
  var spaceBefore = 0.0
}
