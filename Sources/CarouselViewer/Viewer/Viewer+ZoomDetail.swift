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
    let store = pictures.store
    guard let index = zoom.item, let state = zoom.state, index < catalog.count else {
      if store.requestedDetail != nil { store.requestDetail(nil) }
      return
    }
    guard !state.isMoving(at: now), !state.isInGesture,
      case .picture(let texture, let original) = pictures.content(forItem: index),
      original.width > 0
    else { return }
    let item = catalog[index]
    // An animation's frames move on; a still detail over them would freeze the part it covers.
    guard store.animationDuration(of: item) == nil else {
      if store.requestedDetail != nil { store.requestDetail(nil) }
      return
    }
    let zoomed = state.zoom(at: now)
    let offset = state.offset(at: now)
    let fitted = state.geometry.fitted * zoomed
    let view = state.geometry.viewport
    // Points per picture pixel, and where the picture's corner is in the view.
    let points = fitted.x / Double(original.width)
    let left = view.x / 2 + offset.x - fitted.x / 2
    let top = view.y / 2 + offset.y - fitted.y / 2
    let current = store.requestedDetail.flatMap { request -> (PictureRegion, Double)? in
      guard request.item == item, let region = request.region, region.width > 0 else { return nil }
      return (region, Double(request.box.width) / Double(region.width))
    }
    let decision = DetailPlanner.plan(
      original: original,
      visible: (-left / points, -top / points, view.x / points, view.y / points),
      scale: points * pager.displayScale,
      textureScale: Double(texture.size.width) / Double(original.width), current: current,
      budget: store.detailBudget(visible: pager.visiblePages.map { catalog[$0.index] }))
    switch decision {
    case .none: if store.requestedDetail != nil { store.requestDetail(nil) }
    case .keep: break
    case .request(let region, let box): store.requestDetail(item, region: region, box: box)
    }
  }
}
