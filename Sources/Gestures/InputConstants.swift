/// Tuning constants of the input layer that are not physics (those live in
/// `ScrollPhysics.PhysicsConstants`), with unit and origin.
package enum InputConstants {
  /// Wheel values are notch-like when `value · notchSubdivisions` is within
  /// ``notchTolerance`` of a whole number: integers and value120 eighths — docs/physics.md §3.
  static let notchSubdivisions: Double = 8
  /// See ``notchSubdivisions`` (dimensionless) — docs/physics.md §3.
  static let notchTolerance: Double = 1e-3
  /// Wayland trackpad travel per SDL precise unit, in Wayland px: SDL divides libinput's
  /// pixels by 10 — docs/physics.md §8c.
  static let trackpadPixelsPerUnit: Double = 10
  /// Trackpad travel per XInput2 scroll increment on X11, in libinput px: xf86-input-libinput's
  /// default scroll distance ("libinput Scrolling Pixel Distance" 15), one emulated click —
  /// docs/physics.md §8d.
  static let xinput2PixelsPerIncrement: Double = 15
  /// The first events of a trackpad gesture that decide its axis — docs/physics.md §8c ("~3").
  static let axisLockEvents: Int = 3
  /// A trackpad gesture stops this short of the page after next, in pages, so a fling at the
  /// limit still targets the next page (the release rule floors the position) — proposal.
  static let trackpadLimitMargin: Double = 1e-6
  /// A pointer this close to where it last was (points, each axis) has not moved: far below the
  /// finest step SDL reports (a float fraction of the window, 2⁻²⁴ of 1000 points ≈ 6e-5), far
  /// above the rounding of arithmetic on points — proposal.
  static let samePositionTolerance: Double = 1e-6
  /// How far an arrow key pans a zoomed picture per press or repeat, as a fraction of the
  /// view along the key's axis: at a typical repeat of 25 per s a held key crosses a view in
  /// about 0.3 s, and a single press moves far enough to see, not so far as to lose one's
  /// place — proposal.
  static let keyPanFraction: Double = 0.125
}
