import Geometry
import Gestures
import ScrollPhysics

// MARK: - Zoom: actions, the slideshow's hold, drawing

extension Viewer {
  /// Per update: drops a zoom back at rest at the fit, and holds the slideshow while a picture
  /// is zoomed (someone is looking closely; docs/physics.md §17).
  func updateZoom(now: Double) {
    if zoom.dropIfAtFit(at: now) { markNeedsRedraw() }
    slideshow.hold(whileZoomed: zoom.state != nil || grid.isOpen, at: now)
    if zoom.updateMotion(at: now) { markNeedsRedraw() }
  }

  /// Escape and a remote's Back: one step back, as in Loupe and phone galleries.
  ///
  /// The info panel closes (the help closed at the key's press, ``Overlay/noteInput``), else
  /// the zoom goes back to the fit, else the window leaves fullscreen, else Carousel quits. A
  /// kiosk only leaves the zoom: its exit chord is the way out.
  func back(now: Double) {
    if overlay.closeInfo() { return }
    if zoom.isZoomed(at: now) {
      zoom.zoom(by: 0, about: windowCentre, at: now)  // the limits make it the fit
    } else if slideshow.isKiosk {
      return
    } else if window.isFullscreen {
      perform(.toggleFullscreen, now: now)
    } else {
      isRunning = false
    }
  }

  /// Carries out a zoom key or button, about the window's centre.
  func perform(zoomAction action: Action, now: Double) {
    switch action {
    case .zoomIn: zoom.zoom(by: PhysicsConstants.zoomStep, about: windowCentre, at: now)
    case .zoomOut:
      // At the fit, zooming out leaves the picture for the overview grid.
      guard zoom.isZoomed(at: now) else { return openGrid(now: now) }
      zoom.zoom(by: 1 / PhysicsConstants.zoomStep, about: windowCentre, at: now)
    case .zoomToFit: zoom.zoom(by: 0, about: windowCentre, at: now)
    case .toggleZoom: zoom.toggleZoom(about: windowCentre, at: now)
    default: break
    }
  }

  /// How item `index` is drawn zoomed at the last update, in device pixels (`scale` per point),
  /// or nil when it is not zoomed.
  func zoomDrawing(ofItem index: Int, page: Rect, scale: Double) -> ZoomedPicture? {
    guard let view = zoom.view(ofItem: index, at: lastUpdate),
      case .picture(_, let original) = pictures.content(forItem: index)
    else { return nil }
    let size = view.fitted * (view.zoom * scale)
    let centreX = page.x + page.width / 2 + view.offset.x * scale
    let centreY = page.y + page.height / 2 + view.offset.y * scale
    let detail = pictures.detail(forItem: index).map { detail in
      (
        texture: detail.texture,
        region: Rect(
          x: Double(detail.region.x), y: Double(detail.region.y),
          width: Double(detail.region.width), height: Double(detail.region.height))
      )
    }
    let picture = Rect(
      x: centreX - size.x / 2, y: centreY - size.y / 2, width: size.x, height: size.y)
    // At rest on whole device pixels, as the pages are (docs/physics.md §11): no blur from a
    // fractional placement.
    return ZoomedPicture(
      picture: zoom.isMoving(at: lastUpdate) ? picture : picture.integral, originalSize: original,
      detail: detail)
  }

  /// The zoom shown at the last update (1 is the fit) and the picture's centre from the
  /// window's, in points; nil at the fit (replay traces).
  package var zoomShown: (scale: Double, x: Double, y: Double)? {
    guard let item = zoom.item, zoom.state != nil,
      let view = zoom.view(ofItem: item, at: lastUpdate)
    else { return nil }
    return (view.zoom, view.offset.x, view.offset.y)
  }

  /// The window's centre, in points.
  private var windowCentre: ZoomVector {
    ZoomVector(x: pager.viewport.width / 2, y: pager.viewport.height / 2)
  }
}
