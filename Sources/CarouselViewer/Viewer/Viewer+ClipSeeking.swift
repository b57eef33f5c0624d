import Gestures
import PictureFiles
import SDLKit

// MARK: - Clips: seeking by the bar and by keys

extension Viewer {
  /// A press on the bar of the clip on screen starts a drag that seeks it there, the drag's
  /// motion seeks it, and its release plays it on if it played; while the drag lasts its
  /// pointer's events are the bar's and the carousel does not page.
  /// - Returns: whether `event` was the bar's (nothing else then sees it).
  func handleClipScrub(_ event: InputEvent, now: Double) -> Bool {
    let width = pager.viewport.width
    let height = pager.viewport.height
    if let scrub = clipScrub {
      guard let (x, ended) = scrub.movement(in: event, width: width, height: height) else {
        return false
      }
      // Keyframes while the pointer moves, the exact frame where it lets go.
      let fraction = ClipScrub.fraction(x: x, width: width)
      seekClip(scrub.item, toFraction: fraction, exact: ended, now: now)
      if ended {
        clips.endScrub(scrub.item, playing: scrub.wasPlaying, now: now)
        clipScrub = nil
      }
      markNeedsRedraw()
      return true
    }
    guard let (pointer, x, y) = ClipScrub.press(in: event, width: width, height: height),
      ClipScrub.hits(y: y, width: width, height: height), !pager.isAnimating,
      !pager.isDragging, !grid.isOpen, !zoom.isZoomed(at: now), let item = currentCatalogItem,
      let wasPlaying = clips.beginScrub(item, now: now)
    else { return false }
    clipScrub = ClipScrub(pointer: pointer, item: item, wasPlaying: wasPlaying)
    seekClip(item, toFraction: ClipScrub.fraction(x: x, width: width), exact: false, now: now)
    slideshow.hold(whileClipPaused: clips.isHeld(item), at: now)
    markNeedsRedraw()
    return true
  }

  /// Moves the clip on `item` to `fraction` (0...1) of its length: to the exact frame, or to
  /// the keyframe at or before it.
  private func seekClip(
    _ item: CarouselItem, toFraction fraction: Double, exact: Bool, now: Double
  ) {
    guard let length = clips.length(of: item) else { return }
    clips.seek(item, to: fraction * length, exact: exact, now: now)
  }

  /// Ends a drag on the bar without seeking (the grid opened, the window lost focus).
  func cancelClipScrub(now: Double) {
    guard let scrub = clipScrub else { return }
    clips.endScrub(scrub.item, playing: scrub.wasPlaying, now: now)
    clipScrub = nil
  }

  /// Shift+Right and Shift+Left: the clip on screen 5 s on or back; without one, they page as
  /// Right and Left do.
  func seekClipOrPage(_ action: Action, now: Double) {
    let offset = action == .seekForward ? Action.seekStep : -Action.seekStep
    guard clips.seek(currentCatalogItem, by: offset, now: now) else {
      pager.step(action == .seekForward ? 1 : -1, at: now)
      return
    }
  }

  /// `.` and `,`: the clip on screen paused on its next or previous frame (a slideshow waits,
  /// as for a clip paused by Space); without one, nothing.
  func stepClip(_ action: Action, now: Double) {
    let item = currentCatalogItem
    guard clips.step(item, by: action == .frameStep ? 1 : -1, now: now) else { return }
    slideshow.hold(whileClipPaused: clips.isHeld(item), at: now)
  }
}
