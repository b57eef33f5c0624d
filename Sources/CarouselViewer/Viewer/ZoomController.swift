import Gestures
import InfinitePager
import PictureKit
import ScrollPhysics

/// The zoom of the picture under the centre (docs/physics.md §17): what the gestures and the
/// zoom actions drive, and what drawing and the decode of the zoomed detail read; and the slow
/// pan and zoom of a slideshow's pictures (``KenBurns``), which a zoom by hand takes over.
///
/// A zoom belongs to one item and starts at its fit; it exists only while the carousel rests on
/// that item, and is dropped when the carousel settles elsewhere, the window changes size or the
/// catalog reloads. Points from the gestures are window points; ``ZoomState`` works relative to
/// the view's centre. Main thread only.
final class ZoomController: ZoomControlling {
  private let pager: InfinitePager<PageView>
  private let pictures: PictureFeed
  /// The zoom, while one is shown or moving.
  private(set) var state: ZoomState?
  /// The item it belongs to, by index and by key (which survives a reload).
  private(set) var item: Int?
  private var key: ItemKey?

  /// How pictures fill their page at zoom 1 (`--fit`), read when a zoom starts.
  private let fit: () -> PictureFit
  /// The slideshow's slow pan and zoom (`--motion kenburns`).
  let kenBurns: KenBurns

  init(pager: InfinitePager<PageView>, pictures: PictureFeed, fit: @escaping () -> PictureFit) {
    self.pager = pager
    self.pictures = pictures
    self.fit = fit
    kenBurns = KenBurns(pager: pager, pictures: pictures)
  }

  /// How a picture is shown when not at its fit: its zoom (1 is the fit), its centre from the
  /// view's in points, and its size at the fit.
  struct View {
    var zoom: Double
    var offset: ZoomVector
    var fitted: ZoomVector
  }

  /// How item `index` is shown at `now`: its zoom by hand, else its Ken Burns motion; nil at
  /// the fit.
  func view(ofItem index: Int, at now: Double) -> View? {
    if let state, item == index {
      return View(
        zoom: state.zoom(at: now), offset: state.offset(at: now), fitted: state.geometry.fitted)
    }
    guard kenBurns.isActive, let geometry = geometry(forItem: index),
      let motion = kenBurns.view(ofItem: index, geometry: geometry)
    else { return nil }
    return View(zoom: motion.zoom, offset: motion.offset, fitted: geometry.fitted)
  }

  /// The Ken Burns path of item `index`, when it moves along one.
  func kenBurnsPath(ofItem index: Int) -> KenBurnsPath? {
    guard kenBurns.isActive, item != index, let geometry = geometry(forItem: index) else {
      return nil
    }
    return kenBurns.path(ofItem: index, geometry: geometry)
  }

  /// Whether the zoom, or the picture's Ken Burns motion, still moves at `now` (frames must
  /// keep coming).
  func isMoving(at now: Double) -> Bool {
    (state?.isMoving(at: now) ?? false) || (state == nil && kenBurns.isMoving)
  }

  /// Moves the Ken Burns motion on to `now` (held while a picture is zoomed by hand).
  /// - Returns: whether a picture moved.
  func updateMotion(at now: Double) -> Bool {
    kenBurns.update(now: now, isHeld: state != nil)
  }

  /// Drops the zoom: the picture is shown fitted again.
  func reset() {
    state = nil
    item = nil
    key = nil
  }

  /// Keeps the zoom across a reload of the catalog when the same picture is still under the
  /// centre (pictures were added around it), else drops it.
  func followReload() {
    guard let key, let index = pictures.catalog.index(of: key), index == pager.currentIndex else {
      reset()
      return
    }
    item = index
  }

  /// Drops a zoom that has come back to rest at the fit.
  /// - Returns: whether it did (the picture is drawn fitted again).
  func dropIfAtFit(at now: Double) -> Bool {
    guard let state, state.isAtRestAtFit(at: now) else { return false }
    reset()
    return true
  }

  // MARK: - ZoomControlling

  func canZoom(at now: Double) -> Bool {
    guard !pager.isAnimating, !pager.isDragging, let current = pager.currentIndex,
      let geometry = geometry(forItem: current)
    else { return false }
    return geometry.maximumZoom > 1 + PhysicsConstants.zoomFitTolerance
  }

  func isZoomed(at now: Double) -> Bool {
    guard let state, item == pager.currentIndex else { return false }
    return state.isZoomed(at: now)
  }

  func isAtEdge(towardNext: Bool, at now: Double) -> Bool {
    guard let state, item == pager.currentIndex else { return true }
    let zoom = state.zoom(at: now)
    let offset = state.offset(at: now)
    let limits = state.geometry.offsetLimits(zoom: zoom)
    let along = pager.orientation == .horizontal ? offset.x : offset.y
    let range = pager.orientation == .horizontal ? limits.x : limits.y
    // Toward the next page the content moves left (up): its trailing edge must show.
    let slack = PhysicsConstants.settleDistance / max(pager.displayScale, 1e-9)
    return towardNext ? along <= range.lowerBound + slack : along >= range.upperBound - slack
  }

  func beginGesture(at now: Double) {
    guard prepare(at: now) else { return }
    state?.beginGesture(at: now)
  }

  func track(scale: Double, from start: ZoomVector, to current: ZoomVector, at now: Double) {
    state?.track(scale: scale, from: centred(start), to: centred(current))
  }

  func endGesture(velocity: ZoomVector, focus: ZoomVector, at now: Double) {
    state?.endGesture(velocity: velocity, focus: centred(focus), at: now)
  }

  func zoom(by factor: Double, about point: ZoomVector, at now: Double) {
    guard prepare(at: now), let state else { return }
    // Steps add up from where the zoom is heading, so quick notches are not lost mid-spring.
    let heading = state.isMoving(at: now) ? state.targetZoom : state.zoom(at: now)
    self.state?.animate(toZoom: heading * factor, about: centred(point), at: now)
  }

  func toggleZoom(about point: ZoomVector, at now: Double) {
    guard prepare(at: now), let state else { return }
    if state.isZoomed(at: now) {
      self.state?.animate(toZoom: 1, about: centred(point), at: now)
      return
    }
    // 1:1 is the zoom at one device pixel per picture pixel; a picture no larger than the fit
    // goes to twice the fit instead.
    let oneToOne = state.geometry.maximumZoom / PhysicsConstants.zoomMaximumPixelScale
    let target = oneToOne > 1 + PhysicsConstants.zoomFitTolerance ? oneToOne : 2
    self.state?.animate(toZoom: target, about: centred(point), at: now)
  }

  // MARK: - Helpers

  /// Makes a zoom for the item under the centre, unless one exists for it.
  /// - Returns: whether there is a zoom to drive.
  private func prepare(at now: Double) -> Bool {
    guard let current = pager.currentIndex else { return false }
    if state != nil, item == current { return true }
    guard canZoom(at: now), let geometry = geometry(forItem: current) else { return false }
    state = ZoomState(geometry: geometry, displayScale: pager.displayScale)
    kenBurns.forget(item: current)  // the hand takes over, from the fit
    item = current
    key = pictures.catalog[current].key
    return true
  }

  /// The zoom geometry of item `index` in the current view, when it shows a picture.
  func geometry(forItem index: Int) -> ZoomGeometry? {
    guard case .picture(_, let original) = pictures.content(forItem: index),
      original.width > 0, original.height > 0
    else { return nil }
    let pixels = ZoomVector(x: Double(original.width), y: Double(original.height))
    let view = ZoomVector(x: pager.viewport.width, y: pager.viewport.height)
    let contain = min(view.x / pixels.x, view.y / pixels.y)
    // Zoom 1 is the picture as `--fit` shows it, in points per picture pixel.
    let fitScale: Double
    switch fit() {
    case .contain: fitScale = contain
    case .cover: fitScale = max(view.x / pixels.x, view.y / pixels.y)
    case .none: fitScale = min(contain, 1 / max(pager.displayScale, 1e-9))
    }
    return ZoomGeometry(
      pixels: pixels, viewport: view, displayScale: pager.displayScale, fitScale: fitScale)
  }

  /// A window point relative to the view's centre.
  private func centred(_ point: ZoomVector) -> ZoomVector {
    point - ZoomVector(x: pager.viewport.width / 2, y: pager.viewport.height / 2)
  }
}
