import SDLKit

/// The direction a line of text runs, from its first strong letter (the paragraph rule of the
/// Unicode bidirectional algorithm, without its reordering of mixed runs, which SDL_ttf lacks).
enum TextDirection {
  /// The right-to-left blocks: Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic, Arabic
  /// supplements and presentation forms.
  static let rightToLeftRanges: [ClosedRange<UInt32>] = [
    0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
  ]

  /// Right to left when the first letter of `text` is of a right-to-left script; left to right
  /// otherwise (digits, punctuation and spaces are not letters and do not decide).
  static func of(_ text: String) -> Font.Direction {
    for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
      let value = scalar.value
      return rightToLeftRanges.contains { $0.contains(value) } ? .rightToLeft : .leftToRight
    }
    return .leftToRight
  }
}
