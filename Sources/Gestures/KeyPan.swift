import InfinitePager
import SDLKit
import ScrollPhysics

/// The arrow keys on a zoomed picture: each press, and each repeat of a held key, pans the
/// picture a step along the key's axis (``InputConstants/keyPanFraction`` of the view); at the
/// edge the picture shows in the pager's direction, the key does what it is bound to instead
/// (it pages, as a swipe does there).
package enum KeyPan {
  /// Pans for `event` when it is an arrow key pressed without Ctrl, Alt or Super on a zoomed
  /// picture, in a view of `viewport` points.
  /// - Returns: whether the key was taken (its binding must not act).
  package static func handle(
    _ event: KeyEvent, orientation: Orientation, viewport: ZoomVector,
    zoom: some ZoomControlling, now: Double
  ) -> Bool {
    guard event.isDown, event.modifiers.isDisjoint(with: [.control, .alt, .gui]),
      let (axis, sign) = direction(of: event.key), zoom.isZoomed(at: now)
    else { return false }
    // Toward the next page is right (or down): the content moves the other way.
    let isAlong = (axis == .horizontal) == (orientation == .horizontal)
    if isAlong, zoom.isAtEdge(towardNext: sign > 0, at: now) { return false }
    let step = InputConstants.keyPanFraction
    let delta =
      axis == .horizontal
      ? ZoomVector(x: -sign * viewport.x * step, y: 0)
      : ZoomVector(x: 0, y: -sign * viewport.y * step)
    zoom.pan(by: delta, at: now)
    return true
  }

  /// The axis an arrow key moves along, and +1 toward the right or down, -1 the other way.
  private static func direction(of key: Key) -> (Orientation, Double)? {
    switch key {
    case .right: (.horizontal, 1)
    case .left: (.horizontal, -1)
    case .down: (.vertical, 1)
    case .up: (.vertical, -1)
    default: nil
    }
  }
}
