import Geometry

/// Where the overview grid's cells go in a view.
///
/// Square cells in columns, rows of the pictures in order (`columns` a row), the view scrolled
/// by a number of rows that may be any value: row `r` shows the pictures of row `r` modulo the rows there are, so the grid has no end,
/// as the carousel has none. A grid whose rows all fit does not scroll.
///
/// Pure geometry in points; nothing is drawn here.
struct GridLayout: Equatable {
  /// The view's size.
  let viewport: (width: Double, height: Double)
  /// How many pictures.
  let count: Int
  /// Pictures a row.
  let columns: Int
  /// A cell's side and the space between cells (and round the grid).
  let cellSide: Double
  let gap: Double

  init(width: Double, height: Double, count: Int) {
    viewport = (width, height)
    self.count = count
    let target = min(width, height) * GridConstants.cellFraction
    let side = min(
      max(target, GridConstants.cellSides.lowerBound), GridConstants.cellSides.upperBound)
    let gap = (side * GridConstants.gapFraction).rounded()
    columns = max(1, Int(((width - gap) / (side + gap)).rounded(.down)))
    // The columns fill the width: the cells grow to take what is left.
    cellSide = ((width - gap) / Double(columns) - gap).rounded(.down)
    self.gap = gap
  }

  static func == (a: GridLayout, b: GridLayout) -> Bool {
    a.viewport == b.viewport && a.count == b.count && a.columns == b.columns
      && a.cellSide == b.cellSide && a.gap == b.gap
  }

  /// The rows the pictures fill (the last one may be partly empty).
  var rows: Int { count == 0 ? 0 : (count + columns - 1) / columns }

  /// One row's height, gap included.
  var rowHeight: Double { cellSide + gap }

  /// The rows the view holds, a fraction included.
  var visibleRows: Double { (viewport.height - gap) / rowHeight }

  /// Whether the grid scrolls: its rows do not all fit.
  var scrolls: Bool { Double(rows) > visibleRows }

  /// The left edge of the first column, so the columns are centred.
  private var left: Double {
    (viewport.width - Double(columns) * rowHeight + gap) / 2
  }

  /// The picture at grid row `row` (any integer: it wraps when the grid scrolls) and `column`,
  /// or nil for an empty place of the last row or past the end of a grid that does not scroll.
  func item(row: Int, column: Int) -> Int? {
    guard rows > 0, column >= 0, column < columns else { return nil }
    let wrapped = scrolls ? ((row % rows) + rows) % rows : row
    guard wrapped >= 0, wrapped < rows else { return nil }
    let index = wrapped * columns + column
    return index < count ? index : nil
  }

  /// The frame of the cell at grid row `row` and `column` with the view scrolled by `scroll`
  /// rows.
  func frame(row: Int, column: Int, scroll: Double) -> Rect {
    Rect(
      x: left + Double(column) * rowHeight, y: top + (Double(row) - scroll) * rowHeight,
      width: cellSide, height: cellSide)
  }

  /// The top edge of the first row at rest: the gap, or a grid that does not scroll centred.
  private var top: Double {
    scrolls ? gap : (viewport.height - Double(rows) * rowHeight + gap) / 2
  }

  /// The cells the view shows at `scroll`, top to bottom and left to right: their row, column,
  /// picture and frame.
  func visibleCells(scroll: Double) -> [(row: Int, column: Int, item: Int, frame: Rect)] {
    guard rows > 0 else { return [] }
    let first = Int(scroll.rounded(.down))
    let last = Int((scroll + visibleRows).rounded(.up))
    return (first...max(first, last)).flatMap { row in
      (0..<columns).compactMap { column in
        let frame = frame(row: row, column: column, scroll: scroll)
        guard frame.y < viewport.height, frame.y + frame.height > 0,
          let item = item(row: row, column: column)
        else { return nil }
        return (row, column, item, frame)
      }
    }
  }

  /// The cell under the point (`x`, `y`) at `scroll`, if the point is on one.
  func cell(atX x: Double, y: Double, scroll: Double) -> (row: Int, column: Int, item: Int)? {
    visibleCells(scroll: scroll).first { cell in
      x >= cell.frame.x && x < cell.frame.x + cell.frame.width && y >= cell.frame.y
        && y < cell.frame.y + cell.frame.height
    }.map { ($0.row, $0.column, $0.item) }
  }

  /// The scroll nearest `scroll` that shows the whole of grid row `row`: unchanged when it
  /// shows already, else the row at the top or the bottom edge.
  func scroll(showing row: Int, from scroll: Double) -> Double {
    guard scrolls else { return 0 }
    let top = Double(row)
    let bottom = Double(row + 1) - visibleRows
    if top < scroll { return top }
    if bottom > scroll { return bottom }
    return scroll
  }

  /// The grid row of `item` nearest the scroll `scroll` (rows repeat every ``rows``).
  func row(of item: Int, near scroll: Double) -> Int {
    let row = item / max(columns, 1)
    guard scrolls else { return row }
    let turns = ((scroll + visibleRows / 2 - Double(row)) / Double(rows)).rounded()
    return row + Int(turns) * rows
  }
}
