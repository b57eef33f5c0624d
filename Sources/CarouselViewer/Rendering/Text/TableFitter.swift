import SDLKit

/// Lays out a two-column table (the info panel, the help) at the largest text size that fits
/// a box: labels in the first column, no wider than ``labelFraction`` of the box, values
/// wrapped in the rest.
struct TableFitter {
  /// A row to lay out: a label and its value (either may be empty).
  struct Cell: Hashable {
    var label: String
    var value: String
  }

  /// The widest the label column may be, as a fraction of the table's width.
  static let labelFraction = 0.4
  /// The space between the columns and between rows, as fractions of the text size.
  static let columnGapScale = 1.0
  static let rowGapScale = 0.3

  let measurer: any TextMeasuring

  /// `cells` in `face` at the largest size in `sizes` whose table fits `width` × `height`; at
  /// the smallest, as many rows as fit (the rest are left out).
  func fit(
    _ cells: [Cell], face: FontFace, colors: (label: Color, value: Color), width: Double,
    height: Double, sizes: ClosedRange<Int>
  ) -> TableLayout {
    var low = sizes.lowerBound
    var high = sizes.upperBound
    while low < high {
      let middle = (low + high + 1) / 2
      let candidate = layout(cells, face: face, colors: colors, width: width, size: middle)
      if candidate.fits(width: width, height: height) { low = middle } else { high = middle - 1 }
    }
    var table = layout(cells, face: face, colors: colors, width: width, size: low)
    if table.height > height {
      table.rows = table.rows.filter { row in
        row.y + max(row.label.height, row.value.height) <= height
      }
      table.height = table.rows.last.map { $0.y + max($0.label.height, $0.value.height) } ?? 0
    }
    return table
  }

  /// `cells` at text size `size`, values wrapped to what the label column leaves of `width`.
  func layout(
    _ cells: [Cell], face: FontFace, colors: (label: Color, value: Color), width: Double, size: Int
  ) -> TableLayout {
    let fitter = TextFitter(measurer: measurer)
    let labelStyle = TextStyle(face: face, pixelSize: size, color: colors.label)
    let widest = cells.map { measurer.width(of: $0.label, in: labelStyle) }.max() ?? 0
    var table = TableLayout(textSize: size)
    table.gap = cells.contains { !$0.label.isEmpty } ? Double(size) * Self.columnGapScale : 0
    table.labelWidth = min(widest, (width * Self.labelFraction).rounded(.down))
    let valueWidth = max(1, width - table.labelWidth - table.gap)
    var y = 0.0
    for (index, cell) in cells.enumerated() {
      if index > 0 { y += Double(size) * Self.rowGapScale }
      let label = fitter.layout(
        [TextParagraph(text: cell.label, color: colors.label)], face: face,
        width: max(1, table.labelWidth), baseSize: size)
      let value = fitter.layout(
        [TextParagraph(text: cell.value, color: colors.value)], face: face, width: valueWidth,
        baseSize: size)
      table.rows.append(TableLayout.Row(label: label, value: value, y: y))
      table.width = max(table.width, table.labelWidth + table.gap + value.width)
      y += max(label.height, value.height)
    }
    table.height = y
    return table
  }
}
