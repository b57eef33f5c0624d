import Geometry
import Gestures
import InfinitePager
import PictureFiles
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
  /// Which pictures each page shows: of a pair, the one under the finger zooms, in its place.
  private let pages: PageBook
  /// The zoom, while one is shown or moving.
  private(set) var state: ZoomState?
  /// The item it belongs to, by index and by key (which survives a reload).
  private(set) var item: Int?
  private var key: ItemKey?

  /// How pictures fill their page at zoom 1 (`--fit`), read when a zoom starts.
  private let fit: () -> PictureFit
  /// Told when a zoom out goes past the fit (a step at the fit, a pinch or a trackpad zoom that
  /// ends well below it), at `now`: the viewer opens the overview grid.
  var onPastFit: ((_ now: Double) -> Void)?
  /// The slideshow's slow pan and zoom (`--motion kenburns`).
  let kenBurns: KenBurns
  /// When a gesture began before its first point came (the zoom is made for the picture under
  /// that point).
  private var gestureStart: Double?

  init(
    pager: InfinitePager<PageView>, pictures: PictureFeed, pages: PageBook,
    fit: @escaping () -> PictureFit
  ) {
    self.pager = pager
    self.pictures = pictures
    self.pages = pages
    self.fit = fit
    kenBurns = KenBurns(pager: pager, pictures: pictures, pages: pages)
  }

  /// The items of the page under the centre.
  private var currentItems: Range<Int> {
    pager.currentIndex.map { pages.items(onPage: $0) } ?? 0..<0
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
    guard kenBurns.isActive, item != index,
      pages.items(onPage: pages.page(ofItem: index)).count == 1,
      let geometry = geometry(forItem: index)
    else { return nil }
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
    guard let key, let index = pictures.catalog.index(of: key), currentItems.contains(index) else {
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
    guard !pager.isAnimating, !pager.isDragging else { return false }
    return currentItems.contains { canZoom(item: $0) }
  }

  /// Whether item `index` shows a picture that can zoom beyond its fit.
  private func canZoom(item index: Int) -> Bool {
    guard let geometry = geometry(forItem: index) else { return false }
    return geometry.maximumZoom > 1 + PhysicsConstants.zoomFitTolerance
  }

  func isZoomed(at now: Double) -> Bool {
    guard let state, let item, currentItems.contains(item) else { return false }
    return state.isZoomed(at: now)
  }

  func isAtEdge(towardNext: Bool, at now: Double) -> Bool {
    guard let state, let item, currentItems.contains(item) else { return true }
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
    // The picture under its first point zooms (of a pair, either): made at the first track.
    gestureStart = now
    if state != nil { beginPendingGesture(about: nil) }
  }

  func track(scale: Double, from start: ZoomVector, to current: ZoomVector, at now: Double) {
    if gestureStart != nil { beginPendingGesture(about: start) }
    state?.track(scale: scale, from: centred(start), to: centred(current))
  }

  /// Begins the gesture that began at ``gestureStart`` on the zoom of the picture under
  /// `point` (nil: the zoom there is).
  private func beginPendingGesture(about point: ZoomVector?) {
    guard let start = gestureStart else { return }
    gestureStart = nil
    guard prepare(at: start, about: point) else { return }
    state?.beginGesture(at: start)
  }

  func endGesture(velocity: ZoomVector, focus: ZoomVector, at now: Double) {
    let pinchedOut = (state?.zoom(at: now) ?? 1) < GridConstants.pinchOutZoom
    gestureStart = nil
    state?.endGesture(velocity: velocity, focus: centred(focus), at: now)
    if pinchedOut { onPastFit?(now) }
  }

  func zoom(by factor: Double, about point: ZoomVector, at now: Double) {
    if factor < 1, !isZoomed(at: now) {
      onPastFit?(now)
      return
    }
    guard prepare(at: now, about: point), let state else { return }
    // Steps add up from where the zoom is heading, so quick notches are not lost mid-spring.
    let heading = state.isMoving(at: now) ? state.targetZoom : state.zoom(at: now)
    self.state?.animate(toZoom: heading * factor, about: centred(point), at: now)
  }

  func toggleZoom(about point: ZoomVector, at now: Double) {
    guard prepare(at: now, about: point), let state else { return }
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

  func pan(by delta: ZoomVector, at now: Double) {
    guard let item, currentItems.contains(item), state?.isZoomed(at: now) == true else { return }
    state?.animate(panBy: delta, at: now)
  }

  // MARK: - Helpers

  /// Makes a zoom for the picture under `point` (window points; nil: the one zoomed, else the
  /// first of the page), unless one exists for it.
  /// - Returns: whether there is a zoom to drive.
  private func prepare(at now: Double, about point: ZoomVector?) -> Bool {
    let items = currentItems
    guard !items.isEmpty else { return false }
    let underPoint = point.flatMap { point in
      items.first { index in
        box(forItem: index).map {
          point.x >= $0.x && point.x < $0.maxX && point.y >= $0.y && point.y < $0.maxY
        } ?? false
      }
    }
    let current =
      underPoint ?? (item.flatMap { items.contains($0) ? $0 : nil } ?? items.lowerBound)
    if state != nil, item == current { return true }
    guard !pager.isAnimating, !pager.isDragging, canZoom(item: current),
      let geometry = geometry(forItem: current)
    else { return false }
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
    let place = box(forItem: index) ?? viewRect
    let view = ZoomVector(x: place.width, y: place.height)
    let contain = min(view.x / pixels.x, view.y / pixels.y)
    // Zoom 1 is the picture as `--fit` shows it, in points per picture pixel.
    let fitScale: Double
    switch fit() {
    case .contain: fitScale = contain
    case .cover: fitScale = max(view.x / pixels.x, view.y / pixels.y)
    case .none, .limited:
      let most = fit().largestEnlargement ?? 1
      fitScale = min(contain, most / max(pager.displayScale, 1e-9))
    }
    return ZoomGeometry(
      pixels: pixels, viewport: view, displayScale: pager.displayScale, fitScale: fitScale)
  }

  /// A window point relative to the centre of the zoomed picture's place.
  private func centred(_ point: ZoomVector) -> ZoomVector {
    let place = item.flatMap(box(forItem:)) ?? viewRect
    return point - ZoomVector(x: place.x + place.width / 2, y: place.y + place.height / 2)
  }

  /// The whole view, in points.
  private var viewRect: Rect {
    Rect(x: 0, y: 0, width: pager.viewport.width, height: pager.viewport.height)
  }

  /// Where item `index` is fitted on its page at rest, in window points: the whole view for a
  /// picture alone, its place for one of a pair.
  func box(forItem index: Int) -> Rect? {
    guard pictures.catalog.items.indices.contains(index) else { return nil }
    let page = pages.page(ofItem: index)
    return pages.cells(ofPage: page, in: viewRect, fit: fit()).first { $0.item == index }?.box
  }
}
