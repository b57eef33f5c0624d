/// Rows of two columns laid out: a label and its value, each wrapped in its column.
struct TableLayout: Equatable {
  /// One row: its two cells and its top, from the table's top.
  struct Row: Equatable {
    var label: TextLayout
    var value: TextLayout
    var y: Double
  }

  var rows: [Row] = []
  /// The label column's width; values start `gap` after it.
  var labelWidth = 0.0
  var gap = 0.0
  var width = 0.0
  var height = 0.0
  /// The text size the table was laid out at, in device pixels.
  var textSize = 0

  /// Whether the table fits a `maximumWidth` × `maximumHeight` box, every line inside it.
  func fits(width maximumWidth: Double, height maximumHeight: Double) -> Bool {
    width <= maximumWidth && height <= maximumHeight
      && rows.allSatisfy {
        $0.label.fits(width: labelWidth, height: .infinity)
          && $0.value.fits(width: maximumWidth - labelWidth - gap, height: .infinity)
      }
  }
}
