/// What laying out text needs from fonts: widths and line heights, in device pixels.
///
/// ``FontBook`` measures with the real fonts; tests may measure with a fixed advance.
protocol TextMeasuring {
  /// The width of `text` on one line in `style`.
  func width(of text: String, in style: TextStyle) -> Double
  /// The distance from one baseline to the next in `style`.
  func lineHeight(in style: TextStyle) -> Double
}

extension FontBook: TextMeasuring {}
