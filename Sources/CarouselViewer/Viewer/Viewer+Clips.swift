import PictureFiles
import PictureKit
import SDLKit

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
    let changed = clips.follow(
      item: current, atRest: atRest, stillShown: stillShown, box: pictures.box, live: liveMode,
      now: now)
    // The slide's last moments wait for a clip that still plays (it started late, or its
    // length was not known when the slide's time was set): the slide lasts the clip.
    let playsOn =
      slideshow.endsSoon(at: now)
      && clips.playsOn(current, upTo: slideshow.videoMaximum, at: now)
    slideshow.hold(whileClipPaused: clips.isHeld(current) || playsOn, at: now)
    return changed
  }

  /// `--live`, or the mode's default: once in a slideshow or a kiosk, else while held.
  var liveMode: LiveMode {
    clips.live ?? (slideshow.isRunning || slideshow.isKiosk ? .once : .hold)
  }

  /// Space, a tap or a click on a clip: pauses or plays it.
  ///
  /// A Live or Motion Photo under `--live hold` plays while held instead
  /// (``followHold(now:)``): a tap on it is a tap.
  /// - Returns: false when no clip is on screen (Space then pages on).
  func togglePlayback(now: Double) -> Bool {
    if liveMode == .hold, clips.showsLive(currentCatalogItem) { return false }
    guard clips.togglePause(currentCatalogItem, now: now) else { return false }
    slideshow.hold(whileClipPaused: clips.isHeld(currentCatalogItem), at: now)
    return true
  }

  /// The play key (Space) pressed, repeated or released on a Live or Motion Photo under
  /// `--live hold`: held, it plays the clip; released, the still shows again.
  /// - Returns: whether `event` was such a key (it does nothing else: it does not page).
  func holdClipKey(_ event: InputEvent) -> Bool {
    guard case .key(let key) = event else { return false }
    var press = key
    press.isDown = true
    press.isRepeat = false
    guard input.action(for: .key(press), orientation: pager.orientation) == .playPause else {
      return false
    }
    guard key.isDown else {
      defer { clips.isKeyHeld = false }
      return clips.isKeyHeld
    }
    if key.isRepeat { return clips.isKeyHeld }
    guard liveMode == .hold, clips.showsLive(currentCatalogItem) else { return false }
    clips.isKeyHeld = true
    return true
  }

  /// Follows a hold on the item under the centre at `now`: a finger or the left button resting
  /// on it within the slop, or the play key held (`--live hold`).
  func followHold(now: Double) {
    clips.isPointerHeld = input.gestures.isPressing
    if clips.followHold(on: currentCatalogItem, live: liveMode, now: now) { markNeedsRedraw() }
  }
}
