import PictureDecoding
import PictureKit
import ScrollPhysics

// MARK: - The zoomed picture decoded again at the zoom's resolution

extension Viewer {
  /// Asks the store for the zoomed picture's sharper detail once the zoom rests, or lets it go
  /// when there is no zoom (docs/physics.md §17).
  ///
  /// Called before the decode plan, which puts the detail after the pictures on screen. While
  /// the zoom moves, the detail asked for before stays and is drawn where it still covers.
  func planZoomDetail(now: Double) {
    guard let index = zoom.item, let state = zoom.state, index < catalog.count else {
      if let current = planner.currentItem, let path = zoom.kenBurnsPath(ofItem: current) {
        planKenBurnsDetail(path, ofItem: current)
      } else {
        pictures.dropDetail()
      }
      return
    }
    guard !state.isMoving(at: now), !state.isInGesture,
      case .picture(let texture, let original) = pictures.content(forItem: index),
      original.width > 0
    else { return }
    // An animation's frames move on; a still detail over them would freeze the part it covers.
    guard pictures.animationDuration(ofItem: index) == nil else { return pictures.dropDetail() }
    let zoomed = state.zoom(at: now)
    let offset = state.offset(at: now)
    let fitted = state.geometry.fitted * zoomed
    let view = state.geometry.viewport
    // Points per picture pixel, and where the picture's corner is in the view.
    let points = fitted.x / Double(original.width)
    let left = view.x / 2 + offset.x - fitted.x / 2
    let top = view.y / 2 + offset.y - fitted.y / 2
    let decision = DetailPlanner.plan(
      original: original,
      visible: (-left / points, -top / points, view.x / points, view.y / points),
      scale: points * pager.displayScale,
      textureScale: Double(texture.size.width) / Double(original.width),
      current: pictures.requestedDetail(ofItem: index).map { ($0.region, $0.scale) },
      budget: pictures.detailBudget(visible: planner.visibleItems))
    switch decision {
    case .none: pictures.dropDetail()
    case .keep: break
    case .request(let region, let box):
      pictures.requestDetail(ofItem: index, region: region, box: box)
    }
  }

  /// Asks for the sharper decode of the part of the picture a Ken Burns path shows over its
  /// interval, once the picture rests, when its zoom needs more pixels than the page's texture
  /// has (the same planner as a zoom by hand's).
  private func planKenBurnsDetail(_ path: KenBurnsPath, ofItem index: Int) {
    guard !pager.isAnimating, !pager.isDragging,
      case .picture(let texture, let original) = pictures.content(forItem: index),
      original.width > 0, original.height > 0, pictures.animationDuration(ofItem: index) == nil
    else { return }
    let geometry = path.geometry
    let view = geometry.viewport
    // The union of what the path shows, in the picture's own pixels, sampled along it (the
    // zoom and the pan are monotonic, so the ends and a few points between bound it).
    var union: (x0: Double, y0: Double, x1: Double, y1: Double)?
    for step in 0...8 {
      let fraction = Double(step) / 8
      let zoomed = geometry.fitted * path.zoom(at: fraction)
      let offset = path.offset(at: fraction)
      let points = zoomed.x / Double(original.width)
      let left = (zoomed.x / 2 - offset.x - view.x / 2) / points
      let top = (zoomed.y / 2 - offset.y - view.y / 2) / points
      let x0 = max(0, left)
      let y0 = max(0, top)
      let x1 = min(Double(original.width), left + view.x / points)
      let y1 = min(Double(original.height), top + view.y / points)
      union =
        union.map { (min($0.x0, x0), min($0.y0, y0), max($0.x1, x1), max($0.y1, y1)) }
        ?? (x0, y0, x1, y1)
    }
    guard let union else { return }
    let deepest = max(path.startZoom, path.endZoom)
    let scale = geometry.fitted.x * deepest / Double(original.width) * pager.displayScale
    let decision = DetailPlanner.plan(
      original: original,
      visible: (union.x0, union.y0, union.x1 - union.x0, union.y1 - union.y0), scale: scale,
      textureScale: Double(texture.size.width) / Double(original.width),
      current: pictures.requestedDetail(ofItem: index).map { ($0.region, $0.scale) },
      budget: pictures.detailBudget(visible: planner.visibleItems))
    switch decision {
    case .none: pictures.dropDetail()
    case .keep: break
    case .request(let region, let box):
      pictures.requestDetail(ofItem: index, region: region, box: box)
    }
  }
}
