/// The overview grid's sizes and timings, with unit and origin.
///
/// Sizes are in points of the view unless said otherwise.
enum GridConstants {
  /// A cell's side as a fraction of the view's shorter side: four and a half rows on a
  /// landscape screen whatever its size, as phone galleries keep their columns — proposal.
  static let cellFraction = 1.0 / 4.5
  /// The smallest and largest cell side, in points: legible at 320×240, not a sea of tiny
  /// cells at 3840×2160 — proposal.
  static let cellSides = 72.0...480.0
  /// The space between cells and round the grid, as a fraction of a cell's side — proposal.
  static let gapFraction = 0.06
  /// The selected cell's frame, as a fraction of a cell's side, and its least width in device
  /// pixels — proposal.
  static let highlightFraction = 0.025
  static let minimumHighlight = 2.0
  /// How long the zoom from a cell to the page, or back, takes, in s: the pager's own
  /// transition (docs/physics.md §10) — proposal.
  static let transitionTime = 0.3
  /// A pinch or Ctrl+scroll that ends below this zoom (1 is the fit) asks for the grid — proposal
  /// (iOS Photos leaves a photo for the grid at about the same).
  static let pinchOutZoom = 0.85
  /// A pinch on the grid that spreads the fingers past this scale opens the cell under them —
  /// proposal.
  static let pinchInScale = 1.25
  /// Wheel travel per grid row: one row a notch; trackpad pixels per row follow the fingers.
  static let rowsPerNotch = 1.0
}
