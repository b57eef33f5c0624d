/// Every tuning constant of the carousel's gestures and scroll physics, with unit and origin.
///
/// This is the single table of docs/physics.md §12. Units: `lp` = logical pixels (SDL window
/// coordinates), `page` = one page along the scroll axis, `s` = seconds. Change a feel here, not
/// at the call sites.
public enum PhysicsConstants {
  // MARK: - Drag start (§5)

  /// Touch drag slop, in lp — Android's paging slop 16 dp (Flutter kTouchSlop is 18).
  public static let touchSlop: Double = 16
  /// Mouse drag slop, in lp — Flutter's precise pan slop 2, widened to protect clicks.
  public static let mouseSlop: Double = 4
  /// A caught animation this close to its target (lp) just finishes — ViewPager CLOSE_ENOUGH.
  public static let closeEnough: Double = 2

  // MARK: - Velocity tracker (§4)

  /// Samples older than this (s) before the newest are ignored — Flutter/Android HORIZON 100 ms.
  public static let velocityTrackerHorizon: Double = 0.100
  /// A gap between samples longer than this (s) ends the fit window, and a release this long after
  /// the newest sample has zero velocity — Android ASSUME_POINTER_STOPPED_TIME 40 ms.
  public static let velocityTrackerStopGap: Double = 0.040
  /// Samples kept in the ring buffer — Flutter/Android HISTORY 20.
  public static let velocityTrackerHistory: Int = 20
  /// Samples needed for the quadratic least-squares fit — Flutter _minSampleSize 3.
  public static let velocityTrackerMinimumSamples: Int = 3
  /// The fit window must span at least this long (s) for the quadratic fit — docs/physics.md §4.
  public static let velocityTrackerMinimumFitSpan: Double = 0.010
  /// Two samples must span at least this long (s) for the linear slope — docs/physics.md §4.
  public static let velocityTrackerMinimumSlopeSpan: Double = 0.008
  /// A normal-equation determinant below this is singular — docs/physics.md §4 (applied here to sums
  /// over time scaled to −1...0, see VelocityTracker+Fit.swift).
  public static let velocityTrackerSingularDeterminant: Double = 1e-9
  /// Two timestamps closer than this (s) are the same SDL pump stamp: the newer sample replaces the
  /// older — SDL stamps are whole milliseconds, so 1 µs only absorbs the ms → s division; Proposal.
  public static let sameTimestampTolerance: Double = 1e-6

  // MARK: - Release (§6)

  /// Minimum fling speed for touch and mouse, in lp/s — ViewPager MIN_FLING_VELOCITY 400 dp/s.
  public static let minimumFlingSpeed: Double = 400
  /// Minimum total drag for a fling, in lp — ViewPager MIN_DISTANCE_FOR_FLING 25 dp, rounded to 24.
  public static let minimumFlingDistance: Double = 24
  /// Minimum trackpad fling speed, in pages/s — WebKitGTK swipeCancelVelocityThreshold.
  public static let trackpadFlingSpeed: Double = 1.0
  /// Release speeds are clamped to this, in lp/s — Flutter kMaxFlingVelocity, Android 8000 dp/s.
  public static let maximumFlingSpeed: Double = 8000
  /// Trackpad release speeds are clamped to this, in pages/s — proposal (§4).
  public static let trackpadMaximumSpeed: Double = 8
  /// Fraction of a page past which a slow release commits to the next page — Flutter round()
  /// (Android uses 0.6).
  public static let commitFraction: Double = 0.5

  // MARK: - Snap spring (§7)

  /// Period of the critically damped snap spring, in s: ω0 = 2π / response = 15.71 rad/s — close to
  /// Flutter's page spring (ω0 14.14 rad/s, ζ 1.1).
  public static let springResponse: Double = 0.40
  /// The overshoot guard's ω is at most this multiple of ω0 (dimensionless) — proposal (§7).
  public static let overshootOmegaCap: Double = 3

  // MARK: - Settle (§11)

  /// A motion is done within this distance of its target, in device px — Flutter toleranceFor.
  public static let settleDistance: Double = 1
  /// … and below this speed, in device px/s — Flutter toleranceFor.
  public static let settleVelocity: Double = 20

  // MARK: - Friction (projection, free scrolling)

  /// Fraction of the velocity left after one second of friction, v(t) = v0·drag^t (per s) —
  /// Flutter's FrictionSimulation drag 0.135 used by its iOS-style physics, which is
  /// UIScrollView's normal deceleration 0.998 per ms (0.998^1000 = 0.135).
  public static let frictionDrag: Double = 0.135

  // MARK: - Tweens (§7 alternative, §10)

  /// Shortest reduced-motion tween, in s — WebKitGTK clamp(3·|Δ|/|v0|, 100, 400) ms.
  public static let reducedMotionMinimumDuration: Double = 0.100
  /// Longest reduced-motion tween, in s — WebKitGTK clamp(3·|Δ|/|v0|, 100, 400) ms.
  public static let reducedMotionMaximumDuration: Double = 0.400
  /// Slideshow dwell between pages, in s — proposal (GBInfiniteScrollView uses 3 s).
  public static let autoplayInterval: Double = 5
  /// Slideshow page transition, in s, with easeInOutCubic — proposal (Flutter's sample: 400 ms).
  public static let slideshowTransition: Double = 0.6

  // MARK: - Wheel and trackpad (§8)

  /// Trackpad travel per page, in Wayland px (SDL preciseX · 10) — WebKitGTK
  /// swipeTouchpadBaseWidth.
  public static let trackpadUnitsPerPage: Double = 400
  /// A trackpad drag ends after this long without a horizontal event, in s — proposal: SDL2 has no
  /// scroll-stop event.
  public static let trackpadIdle: Double = 0.100
  /// Wheel events closer than this (s) belong to one burst — proposal.
  public static let wheelBurstGap: Double = 0.150
  /// Wheel and keys may lead the settled page by at most this many pages — proposal.
  public static let wheelLeadCap: Double = 2

  // MARK: - Zoom and pan (§17)

  /// The deepest zoom, in device px per picture px: 8× shows single pixels plainly, which is
  /// what a zoom into a photo is for (eog and Shotwell stop at 16–32×) — docs/physics.md §17.
  public static let zoomMaximumPixelScale: Double = 8
  /// Zoom factor of one wheel notch (with Ctrl) or one +/− key press — proposal (browsers use
  /// 1.1 per notch, eog 1.05; a photo from fit to 1:1 in about five notches).
  public static let zoomStep: Double = 1.25
  /// How far past its limits a pinch may stretch the zoom, as the most it can reach in log zoom
  /// (ln 2: never beyond twice the maximum or half the fit) — proposal.
  public static let zoomRubberBandRange: Double = 0.693_147_180_559_945_3
  /// The rubber band past the picture's edges and the zoom limits — iOS UIScrollView 0.55.
  public static let zoomRubberBandCoefficient: Double = 0.55
  /// A zoom within this factor of the fit counts as the fit (dimensionless) — proposal.
  public static let zoomFitTolerance: Double = 1e-3
  /// Ken Burns (`--motion kenburns`): the deepest zoom of a picture's slow pan and zoom,
  /// relative to the fit, and the least depth a path goes to, so every picture visibly moves —
  /// the 1.2×; proposal for the least.
  public static let kenBurnsMaximumZoom: Double = 1.2
  public static let kenBurnsMinimumDepth: Double = 1.1
  /// The middle part of a picture a Ken Burns path always keeps in view, as a fraction of each
  /// side: the middle third, where photographers put faces (picframe's users found theirs cut
  /// heads off, picframe #70).
  public static let kenBurnsKeptFraction: Double = 1.0 / 3
  /// Ctrl with a trackpad scroll: libinput px of vertical travel that zoom by a factor of e —
  /// proposal (a 100 px swipe zooms 1.65×).
  public static let trackpadZoomDistance: Double = 200
  /// A second tap within this long of the first is a double tap, in s — Flutter
  /// kDoubleTapTimeout, Android DOUBLE_TAP_TIMEOUT 300 ms.
  public static let doubleTapTimeout: Double = 0.300
  /// … and within this distance of it, in lp — Flutter kDoubleTapSlop 100.
  public static let doubleTapSlop: Double = 100
  /// A second click within this long of the first is a double click, in s — GTK
  /// gtk-double-click-time 400 ms.
  public static let doubleClickTimeout: Double = 0.400
  /// … and within this distance of it, in lp — GTK gtk-double-click-distance 5.
  public static let doubleClickDistance: Double = 5
}

extension PhysicsConstants {
  /// The snap spring's natural angular frequency ω0 = 2π / ``springResponse``, in rad/s (15.71).
  public static let springOmega: Double = 2 * Double.pi / springResponse
}
