import Gestures
import SDLKit

// MARK: - Input and actions

extension Viewer {
  /// Reacts to one input event.
  package func handle(_ event: InputEvent, now: Double) {
    let time = event.timestamp.map { eventClock.seconds(for: $0, now: now) }
    onInput?(event, time, now)
    if noteDisplayInput(event, now: now) { return }
    if gestures.handle(event, time: time, now: now, pager: pager, zoom: zoom) {
      needsRedraw = true
    }
    applyMouseCapture()
    notePointer(event, now: now)
    if isQuitRequest(event) { isRunning = false }
    switch event {
    case .key(let key):
      keyMap.action(for: key, orientation: pager.orientation).map { perform($0, now: now) }
    case .controllerButton(let button):
      keyMap.action(for: button, orientation: pager.orientation).map { perform($0, now: now) }
    case .controllerDevice(let change): controllerChanged(change)
    case .window(.resized), .window(.exposed): relayout()
    case .window(.shown), .window(.restored):
      pager.setHidden(false, at: now)
      relayout()
    case .window(.hidden), .window(.minimized):
      cancelGestures(now: now)
      pager.setHidden(true, at: now)
    case .window(.focusLost): cancelGestures(now: now)
    default: break  // a wake-up's news is in the inbox, which update(now:) drains
    }
  }

  /// Carries out an action.
  package func perform(_ action: Action, now: Double) {
    switch action {
    case .next: pager.step(1, at: now)
    case .previous: pager.step(-1, at: now)
    case .first: pager.scrollToFirstPage(at: now)
    case .last: pager.scrollToLastPage(at: now)
    case .toggleFullscreen: try? window.setFullscreen(!window.isFullscreen)
    case .toggleSlideshow: setSlideshow(!isSlideshowRunning, at: now)
    case .toggleInfo: display.toggleInfo()
    case .toggleHelp: display.toggleHelp()
    case .playSlideshow: if !isSlideshowRunning { setSlideshow(true, at: now) }
    case .pauseSlideshow: setSlideshow(false, at: now)
    case .reload: reload(now: now)
    case .quit: isRunning = false
    case .back: back(now: now)
    case .zoomIn, .zoomOut, .zoomToFit, .toggleZoom: perform(zoomAction: action, now: now)
    }
    needsRedraw = true
  }

  /// Abandons every gesture (focus lost, hidden): a drag springs back to the nearest page.
  private func cancelGestures(now: Double) {
    if gestures.cancel(now: now, pager: pager, zoom: zoom) { needsRedraw = true }
    applyMouseCapture()
  }

  /// Captures the mouse while a left-button drag lasts (docs/physics.md §3), releases it after.
  private func applyMouseCapture() {
    guard gestures.capturesMouse != isMouseCaptured else { return }
    isMouseCaptured = gestures.capturesMouse
    Mouse.setCaptured(isMouseCaptured)
  }
}
