import Gestures
import Localization
import PictureFiles
import SDLKit
import SystemKit

/// The only ways Carousel touches a picture's file, each on the user's explicit key: moving it
/// to the Trash after a confirmation on screen (and back with Ctrl+Z), and the config file's
/// `[actions]`, commands run on it.
///
/// It decides and carries out; the viewer applies what it did to the list of pictures. Main
/// thread only, owned by the ``Viewer``.
final class FileDesk {
  /// What a key or a press does while a confirmation is on screen.
  enum Answer: Equatable {
    /// Enter, or Delete again: the picture goes.
    case accept
    /// Any other key, click or touch: it stays.
    case cancel
  }

  /// A picture moved to the Trash: where it went, and the picture that came after it (where it
  /// goes back).
  struct Trashed {
    let item: CarouselItem
    let file: TrashedFile
    let next: ItemKey?
  }

  private let trash: Trash
  private let launcher: ProgramLauncher
  private let reporter: Reporter
  /// The lines of commands that failed, from their watching threads, until the main thread
  /// says them.
  private let failures = Locked<[String]>([])
  /// The picture a confirmation on screen asks about.
  private(set) var pending: CarouselItem?
  /// The pictures moved to the Trash, the last one last (Ctrl+Z puts them back in turn).
  private(set) var trashed: [Trashed] = []
  /// The config file's commands by chord, when they may run (not in a kiosk unless asked).
  var commands: [KeyMap.Chord: ActionCommand] = [:]

  /// - Parameters:
  ///   - environment: where the home trash is (`XDG_DATA_HOME`, `HOME`).
  ///   - reporter: told one error per failure, on the main thread.
  ///   - failed: called on a command's thread when it failed; the viewer then calls
  ///     ``sayFailures()``.
  init(
    environment: [String: String], reporter: Reporter,
    failed: @escaping @Sendable () -> Void
  ) {
    trash = Trash(environment: environment)
    let failures = failures
    launcher = ProgramLauncher(errorBytes: FileDeskConstants.errorBytes) { line in
      failures.withLock { $0.append(line) }
      failed()
    }
    self.reporter = reporter
  }

  /// Says the lines of the commands that failed since the last call.
  func sayFailures() {
    for line in failures.withLock({ lines in
      defer { lines = [] }; return lines
    }) {
      reporter.error(line.escapingControlCharacters)
    }
  }

  // MARK: - The Trash

  /// Asks, on screen, whether to move `item` to the Trash.
  func ask(_ item: CarouselItem) {
    pending = item
  }

  /// What `event` answers to the confirmation on screen, or nil when there is none or the
  /// event is no answer (a release, a modifier alone, the pointer moving).
  func answer(to event: InputEvent) -> Answer? {
    guard pending != nil else { return nil }
    switch event {
    case .key(let key) where key.isDown && !key.isRepeat:
      if Key.modifierKeys.contains(key.key) { return nil }
      return [.enter, .keypadEnter, .delete].contains(key.key) ? .accept : .cancel
    case .mouseButton(let button) where button.isDown: return .cancel
    case .finger(let finger) where finger.phase == .down: return .cancel
    case .controllerButton(let button) where button.isDown: return .cancel
    case .wheel: return .cancel
    default: return nil
    }
  }

  /// Takes the confirmation away: the picture stays.
  func cancel() {
    pending = nil
  }

  /// Moves the picture asked about to the Trash at wall time `wall` (s from the epoch); `next`
  /// is the picture after it, where it comes back.
  /// - Returns: the picture moved, or nil when it was not (its line is said).
  func trashPending(next: ItemKey?, at wall: Double) -> CarouselItem? {
    guard let item = pending else { return nil }
    pending = nil
    do throws(TrashError) {
      let file = try trash.trash(item.path.absolute, at: wall)
      trashed.append(Trashed(item: item, file: file, next: next))
      if trashed.count > FileDeskConstants.undoDepth { trashed.removeFirst() }
      return item
    } catch {
      reporter.error(error.message.escapingControlCharacters)
      return nil
    }
  }

  /// Puts the picture last moved to the Trash back where it was.
  /// - Returns: it and the picture it came before, or nil when nothing was put back (a
  ///   failure's line is said).
  func undoTrash() -> Trashed? {
    guard let last = trashed.popLast() else { return nil }
    do throws(TrashError) {
      try trash.restore(last.file)
      return last
    } catch {
      reporter.error(error.message.escapingControlCharacters)
      return nil
    }
  }

  /// The confirmation's panel, while one is asked for.
  var confirmation: DisplayScene.Panel? {
    guard let pending else { return nil }
    return DisplayScene.Panel(
      title: localized("Move to the Trash?"),
      rows: [
        TableFitter.Cell(label: pending.name, value: pending.path.absolute.folderName),
        TableFitter.Cell(
          label: localized("Enter or Delete"), value: localized("move it to the Trash")),
        TableFitter.Cell(label: localized("Any other key"), value: localized("keep it")),
      ])
  }

  // MARK: - Actions

  /// Runs the command bound to the chord of `event` on the picture at `path`, if there is one.
  /// - Returns: whether a command was bound (the key does nothing else).
  func runCommand(for event: KeyEvent, path: FilePath?) -> Bool {
    guard event.isDown, !event.isRepeat,
      let command = commands[KeyMap.Chord(event.key, event.modifiers)]
    else { return false }
    guard let path else { return true }
    let run = command.arguments(path: path.absolute.description)
    let chord = KeyMap.Chord(event.key, event.modifiers)
    launcher.launch(
      run.arguments, variables: run.variables, name: "action \(chord) '\(command.text)'")
    return true
  }

  /// Returns once every command started has ended (tests and replays).
  func waitForCommands() {
    launcher.waitUntilIdle()
  }
}
