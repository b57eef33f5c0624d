import PictureFiles
import PictureKit

// MARK: - Clips: the one the carousel rests on plays

extension Viewer {
  /// The item under the centre, when there is one.
  var currentCatalogItem: CarouselItem? {
    planner.currentItem.flatMap { catalog.items.indices.contains($0) ? catalog[$0] : nil }
  }

  /// Plays the clip the carousel rests on, holds it while the carousel moves, ends it when the
  /// carousel rests elsewhere, and holds a slideshow while the user keeps it paused.
  /// - Returns: whether a frame is due.
  func followClips(now: Double) -> Bool {
    let current = currentCatalogItem
    let atRest = !pager.isAnimating && !pager.isDragging && !grid.isOpen
    var stillShown = false
    if let index = planner.currentItem, catalog.items.indices.contains(index),
      case .picture = pictures.content(forItem: index)
    {
      stillShown = true
    }
    // `--live`, or the mode's default: once in a slideshow or a kiosk, else when asked.
    let live = clips.live ?? (slideshow.isRunning || slideshow.isKiosk ? .once : .hold)
    let changed = clips.follow(
      item: current, atRest: atRest, stillShown: stillShown, box: pictures.box, live: live,
      now: now)
    slideshow.hold(whileClipPaused: clips.isHeld(current), at: now)
    return changed
  }

  /// Space, a tap or a click on a clip: pauses or plays it.
  /// - Returns: false when no clip is on screen (Space then pages on).
  func togglePlayback(now: Double) -> Bool {
    guard clips.togglePause(currentCatalogItem, now: now) else { return false }
    slideshow.hold(whileClipPaused: clips.isHeld(currentCatalogItem), at: now)
    return true
  }
}
