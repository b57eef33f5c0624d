/// A corner of the window, for what the display shows there (the clock, the overlay file).
package enum Corner: String, CaseIterable, Sendable {
  case topLeft = "top-left"
  case topRight = "top-right"
  case bottomLeft = "bottom-left"
  case bottomRight = "bottom-right"

  /// Whether it is at the top of the window.
  var isTop: Bool { self == .topLeft || self == .topRight }
  /// Whether it is at the left of the window.
  var isLeft: Bool { self == .topLeft || self == .bottomLeft }
}
