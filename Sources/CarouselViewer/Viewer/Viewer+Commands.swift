import Control
import PictureFiles

// MARK: - Commands from every surface, answered in one place; the status

extension Viewer {
  /// The surfaces' way in: commands sent here are answered by this viewer, and its status is
  /// published here.
  package var center: ControlCenter { desk.center }

  /// Carries out `command` from `origin` at `now` (s) and gives the reply: the one place where
  /// a command from any surface (signals, the control socket, replays, remote surfaces) takes
  /// effect.
  package func execute(_ command: ControlCommand, from origin: ControlOrigin, now: Double)
    -> ControlReply
  {
    if case .signal(let signal) = origin {
      hooks.onCommand?(.signal(signal), now)
    } else {
      hooks.onCommand?(.control(command.line), now)
    }
    switch command {
    case .next: perform(.next, now: now)
    case .previous: perform(.previous, now: now)
    case .goto(let target):
      switch item(for: target) {
      case .success(let index):
        pager.scrollToPage(planner.page(ofItem: index), animated: true, at: now)
        markNeedsRedraw()
      case .failure(let error): return .failure(error)
      }
    case .pause:
      perform(.pauseSlideshow, now: now)
      clips.pause(currentCatalogItem, now: now)
    case .play:
      // A paused clip plays on (the slideshow, if it runs, goes on after it); else the
      // slideshow starts.
      if clips.play(currentCatalogItem, now: now) {
        slideshow.hold(whileClipPaused: false, at: now)
        markNeedsRedraw()
      } else {
        perform(.playSlideshow, now: now)
      }
    case .seek(let target): return seekClip(target, now: now)
    case .mute, .unmute, .volume: return setSound(command, now: now)
    case .reload: perform(.reload, now: now)
    case .display(let request): if power.take(request, now: now) { powerChanged(now: now) }
    case .status: return .status(status(at: now))
    case .raise: window.raise()
    case .hide:
      guard let index = shownIndex else { return .failure(ControlError("no picture to hide")) }
      planner.hide(catalog[index].path)
    case .unhide(let name):
      if case .failure(let error) = planner.unhide(named: name) { return .failure(error) }
    case .quit: perform(.quit, now: now)
    }
    return .ok
  }

  /// The index of the picture shown, or of the one a step or jump is moving to; nil without
  /// pictures.
  ///
  /// Pictures, not pages: `goto` takes picture numbers, and a pair is told by its first.
  private var shownIndex: Int? {
    pager.targetIndex.flatMap(planner.firstItem(onPage:))
      .flatMap { catalog.items.indices.contains($0) ? $0 : nil }
  }

  /// What the carousel shows and how it runs now: the picture shown (or the one a step or jump
  /// is moving to), the count, the slideshow, the display; the clip on screen where it was at
  /// its latest play, pause, seek or end (what is published: it changes only then).
  package var status: Status { status(at: nil) }

  /// The status, with the clip on screen where it is at `now` (nil: as ``status`` says it).
  func status(at now: Double?) -> Status {
    var status = Status()
    if let index = shownIndex {
      let item = catalog[index]
      status.kind = ShownKind(item.kind)
      status.clip = clips.state(of: item, at: now)
      status.index = index + 1
      status.name = item.name
      // Absolute, whatever the folder was given as: a surface's client runs elsewhere.
      status.path = item.path.absolute.description
      status.shownFolder = Status.folder(of: item.path.absolute.distinctText)
      status.revision = item.revision
    }
    status.count = catalog.count
    status.isPaused = !slideshow.isRunning
    status.interval = slideshow.interval
    status.isKiosk = slideshow.isKiosk
    status.wraps = pager.wrapsAround
    status.folders = desk.folderList.folders(of: catalog)
    status.display = power.power
    status.displayReason = power.reason
    status.hiddenCount = planner.hiddenCount
    status.filter = planner.filterState
    if let source = hooks.sourceStatus?() {
      (status.source, status.lastSync, status.sourceError) = (
        source.source, source.lastSync, source.error
      )
    }
    status.calendar = overlay.calendar?.status
    status.weather = overlay.weather?.status
    status.caption = shownIndex.flatMap(overlay.captionText(forItem:))
    return status
  }

  /// The `seek` command: the clip on screen to a position, or on or back from where it is.
  private func seekClip(_ target: ControlCommand.SeekTarget, now: Double) -> ControlReply {
    let item = currentCatalogItem
    let done =
      switch target {
      case .to(let seconds): clips.seek(item, to: seconds, now: now)
      case .by(let offset): clips.seek(item, by: offset, now: now)
      }
    guard done else { return .failure(ControlError("seek: no clip is playing on screen")) }
    markNeedsRedraw()
    return .ok
  }

  /// The `mute`, `unmute` and `volume` commands: clips' sound, for the clip on screen and those
  /// after it.
  private func setSound(_ command: ControlCommand, now: Double) -> ControlReply {
    let done =
      switch command {
      case .volume(let percent): clips.setVolume(percent, now: now)
      default: clips.setMuted(command == .mute, now: now)
      }
    guard done else {
      return .failure(ControlError("\(command.line): clips are not shown (--videos off)"))
    }
    return .ok
  }

  /// Answers the commands the surfaces sent, in order (see ``CommandDesk``).
  func answerCommands(now: Double) {
    desk.answer(
      isStarting: isStarting, execute: { execute($0.command, from: $0.origin, now: now) },
      isRescanning: { pictures.isRescanning })
  }

  /// The reload's list is in: its command is answered, then those behind it.
  func answerAwaitedReload(now: Double) {
    desk.reloadArrived(
      execute: { execute($0.command, from: $0.origin, now: now) },
      isRescanning: { pictures.isRescanning })
  }

  /// Whether a live start is under way (commands other than signals wait for its end).
  var isStarting: Bool { gate.isStarting(scanToCome: pictures.hasScanResultsToCome) }

  /// The index of the first picture directly in `folder`, a folder's whole path (a trailing
  /// slash allowed), or nil.
  private func firstPicture(inFolder folder: String) -> Int? {
    guard folder.hasPrefix("/") else { return nil }
    let wanted = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    return catalog.items.indices.first {
      Status.folder(of: catalog[$0].path.distinctText) == wanted
    }
  }

  /// The index of the item `target` names: a number from 1 (negative from the end), or a
  /// file name or path as `--start` takes them.
  private func item(for target: ControlCommand.Target) -> Result<Int, ControlError> {
    guard !catalog.isEmpty else { return .failure(ControlError("no pictures to show")) }
    switch target {
    case .number(let number):
      let index = number > 0 ? number - 1 : catalog.count + number
      guard catalog.items.indices.contains(index) else {
        return .failure(
          ControlError("goto \(number): the pictures are numbered 1 to \(catalog.count)"))
      }
      return .success(index)
    case .name(let name):
      guard let found = StartPicture.index(of: name, in: catalog) ?? firstPicture(inFolder: name)
      else {
        return .failure(ControlError("no picture or folder named '\(name)'"))
      }
      return .success(found)
    }
  }
}
