import Gestures
import SDLKit

// MARK: - Input and actions

extension Viewer {
  /// Reacts to one input event.
  package func handle(_ event: InputEvent, now: Double) {
    let time = input.time(of: event, now: now)
    hooks.onInput?(event, time, now)
    let isPersonsAct = input.isPersonsAct(event)
    // A motion that does not move the pointer tells nothing (``InputRouter/isPersonsAct(_:)``).
    if case .mouseMotion = event, !isPersonsAct { return }
    // Asleep, a person's act wakes the display and does nothing else.
    let (swallowed, woke) = power.filter(event, isPersonsAct: isPersonsAct, now: now)
    if woke { powerChanged(now: now) }
    if swallowed { return }
    if answerConfirmation(event, now: now) { return }
    defer { followHold(now: now) }  // a Live Photo plays while held (`--live hold`)
    if grid.isOpen, isPersonsAct || event.isRelease {
      if handleGrid(event, time: time, now: now) {
        if isPersonsAct, !pager.isDragging { slideshow.noteInput(at: now) }
        return
      }
    }
    if overlay.noteInput(event, isDragging: pager.isDragging, at: now) {
      markNeedsRedraw()  // a key closed the help, and does nothing else
      return
    }
    if handleClipScrub(event, now: now) {
      if isPersonsAct { slideshow.noteInput(at: now) }
      return  // a press or drag on a clip's bar seeks it, and does nothing else
    }
    if input.gestures.handle(event, time: time, now: now, pager: pager, zoom: zoom) {
      needsRedraw = true
    }
    stage.captureMouse(input.gestures.capturesMouse)
    stage.notePointer(event, now: now)
    if isPersonsAct, !pager.isDragging { slideshow.noteInput(at: now) }
    if isQuitRequest(event) { isRunning = false }
    if holdClipKey(event) {
      markNeedsRedraw()  // Space held on a Live Photo plays it, and does nothing else
    } else if input.pans(
      event, in: pager.viewport, orientation: pager.orientation, zoom: zoom, now: now)
    {
      markNeedsRedraw()  // an arrow key on a zoomed picture pans it, and does nothing else
    } else if runCommand(for: event) {
      // a chord of the config file's [actions] runs its command, and does nothing else
    } else if let action = input.action(for: event, orientation: pager.orientation) {
      perform(action, now: now)
    }
    switch event {
    case .controllerDevice(let change):
      input.controllerChanged(change).map { hooks.onControllersChanged?($0) }
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
    case .playPause: if !togglePlayback(now: now) { pager.step(1, at: now) }
    case .seekForward, .seekBackward: seekClipOrPage(action, now: now)
    case .frameStep, .frameBackStep: stepClip(action, now: now)
    case .toggleMute: clips.setMuted(!clips.sound.isMuted, now: now)
    case .first: pager.scrollToFirstPage(at: now)
    case .last: pager.scrollToLastPage(at: now)
    case .toggleFullscreen: try? window.setFullscreen(!window.isFullscreen)
    case .toggleSlideshow: slideshow.set(!slideshow.isRunning, at: now)
    case .toggleInfo: overlay.toggleInfo()
    case .toggleHelp: overlay.toggleHelp()
    case .playSlideshow: if !slideshow.isRunning { slideshow.set(true, at: now) }
    case .pauseSlideshow: slideshow.set(false, at: now)
    case .reload: reload(now: now)
    case .quit: isRunning = false
    case .back: back(now: now)
    case .zoomIn, .zoomOut, .zoomToFit, .toggleZoom: perform(zoomAction: action, now: now)
    case .rotateRight, .rotateLeft, .flipHorizontal, .flipVertical: turnPicture(action)
    case .trash: askToTrash()
    case .undoTrash: undoTrash(now: now)
    case .toggleGrid:
      if grid.isOpen { openFromGrid(grid.selected, now: now) } else { openGrid(now: now) }
    }
    needsRedraw = true
  }

  /// Opens the controllers connected before the viewer could hear of them.
  package func openConnectedControllers() {
    input.openConnectedControllers().map { hooks.onControllersChanged?($0) }
  }

  /// Whether `event` asks to quit: SDL's quit, or the window's close button (not in a kiosk).
  private func isQuitRequest(_ event: InputEvent) -> Bool {
    switch event {
    case .quit: true
    case .window(.close): !slideshow.isKiosk
    default: false
    }
  }

  /// Abandons every gesture (focus lost, hidden): a drag springs back to the nearest page.
  func cancelGestures(now: Double) {
    cancelClipScrub(now: now)
    clips.isKeyHeld = false  // its release may never come
    if input.gestures.cancel(now: now, pager: pager, zoom: zoom) { needsRedraw = true }
    stage.captureMouse(input.gestures.capturesMouse)
  }
}
