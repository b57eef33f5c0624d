/// A drag in progress, in pages relative to the slot where it began.
struct DragState {
  /// The slot the drag's numbers are relative to (the page at its start).
  let origin: Int
  /// The position when the drag began, relative to ``origin``.
  let start: Double
  /// The item slot the drag is measured from for vetoes: the nearest page at its start.
  let anchorSlot: Int
  /// The pointer's travel since the start, in points (positive = right/down, p decreasing).
  var translation: Double = 0

  /// The same drag after the page length changed from `oldLength` to `newLength` points: the
  /// position stays where it is, and further travel counts at the new length.
  func rescaled(from oldLength: Double, to newLength: Double) -> DragState {
    var drag = DragState(
      origin: origin, start: start - translation / oldLength + translation / newLength,
      anchorSlot: anchorSlot)
    drag.translation = translation
    return drag
  }
}
