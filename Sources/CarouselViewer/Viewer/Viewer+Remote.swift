import PictureKit
import ReplayFormat

// MARK: - Remote control: signals and control lines

extension Viewer {
  /// Reacts to a POSIX signal: TERM and INT end Carousel as quitting does (a recording or trace
  /// is completed, exit status 0); HUP reloads the files, folders and settings; USR1 shows the
  /// next picture and USR2 the previous one.
  func handle(_ signal: SignalWatcher.Signal, now: Double) {
    onRemote?(.signal(signal.rawValue), now)
    switch signal {
    case .terminate, .interrupt: isRunning = false
    case .hangup: perform(.reload, now: now)
    case .user1: perform(.next, now: now)
    case .user2: perform(.previous, now: now)
    }
  }

  /// Carries out one control line and returns the answer: `ok`, the status line (`status`),
  /// or `error: …` naming what was wrong.
  package func answer(_ line: String, now: Double) -> String {
    onRemote?(.control(line), now)
    let command: ControlCommand
    do {
      command = try ControlCommand(line: line)
    } catch {
      return "error: \(error.message)"
    }
    switch command {
    case .next: perform(.next, now: now)
    case .previous: perform(.previous, now: now)
    case .goto(let target):
      switch item(for: target) {
      case .success(let index):
        pager.scrollToPage(index, animated: true, at: now)
        markNeedsRedraw()
      case .failure(let error): return "error: \(error.message)"
      }
    case .pause: perform(.pauseSlideshow, now: now)
    case .play: perform(.playSlideshow, now: now)
    case .reload: perform(.reload, now: now)
    case .status: return statusLine
    case .quit: perform(.quit, now: now)
    }
    return "ok"
  }

  /// Answers the lines the control socket received, in order.
  ///
  /// A `reload` line is answered once the new list is in, and the lines after it wait for
  /// that, so a script that asks for `status` next sees the new list.
  ///
  /// Lines sent while a live start is under way wait the same way, until the first picture is
  /// shown and the folder's list is in (``isStarting``).
  func answerControlLines(now: Double) {
    guard let control else { return }
    controlBacklog += control.takeRequests()
    while awaitedReload == nil, !isStarting, !controlBacklog.isEmpty {
      let request = controlBacklog.removeFirst()
      let reply = answer(request.line, now: now)
      if pictures.isRescanning, (try? ControlCommand(line: request.line)) == .reload {
        awaitedReload = request
      } else {
        control.reply(reply, to: request)
      }
    }
  }

  /// Answers the `reload` line that waited for its list, then the lines behind it.
  func answerAwaitedReload(now: Double) {
    guard let control, let request = awaitedReload, !pictures.isRescanning else { return }
    awaitedReload = nil
    control.reply("ok", to: request)
    answerControlLines(now: now)
  }

  /// The `status` answer, one JSON object: `index` (1 is the first picture; the one shown, or
  /// the one a step or jump is moving to), `count`, `name`, `path`, and `paused` (no slideshow
  /// running); `index`, `name` and `path` are null without pictures.
  package var statusLine: String {
    let index = pager.targetIndex
    let item = index.map { catalog[$0] }
    return "{\"index\":\(index.map { String($0 + 1) } ?? "null"),\"count\":\(catalog.count),"
      + "\"name\":\(item.map { JSONString.quote($0.name) } ?? "null"),"
      + "\"path\":\(item.map { JSONString.quote($0.path.description) } ?? "null"),"
      + "\"paused\":\(!isSlideshowRunning)}"
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
      guard let found = StartPicture.index(of: name, in: catalog) else {
        return .failure(ControlError("no picture named '\(name)'"))
      }
      return .success(found)
    }
  }
}
