import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// The first lines of a text file, read again each time the file changes (`--overlay-file`):
/// a script or a cron job writes the weather or a notice there, and the frame shows it.
///
/// The file's folder is watched with inotify on a thread of its own (a ``PollThread``), so a
/// file written in place, replaced by a rename (as editors and `mv` do) or removed is seen at
/// once, and nothing is read on a timer. The file is read non-blocking and bounded: at most
/// `maximumBytes` of it, its first `maximumLines` lines that are not blank, each cut to
/// `maximumCharacters` with "…", control characters taken out. A missing file has no lines.
/// Each change of the lines calls `notify` (the app posts to its inbox).
///
/// `@unchecked Sendable`: `lines`, `isNew`, the sync counters and `isStopped` are touched only
/// with `condition` locked; `inotify` and `watch` are used by the watcher thread alone.
package final class TextFileWatcher: @unchecked Sendable {
  /// Why the file cannot be followed, in words for the user.
  package struct Failure: Error, Equatable {
    package let reason: String
  }

  /// How much of the file is shown.
  package struct Limits: Sendable {
    package var lines: Int
    package var characters: Int
    package var bytes: Int

    package init(lines: Int, characters: Int, bytes: Int) {
      self.lines = lines
      self.characters = characters
      self.bytes = bytes
    }
  }

  private let path: FilePath
  private let name: [UInt8]
  private let limits: Limits
  private let notify: @Sendable () -> Void
  private let condition = Condition()
  private var lines: [String] = []
  private var isNew = false
  private var syncRequested = 0
  private var syncDone = 0
  private var isStopped = false
  private let inotify: Inotify
  private let thread: PollThread

  /// Starts following the file at `path`.
  /// - Throws: why it cannot: its folder cannot be watched, or the system gives no inotify
  ///   instance or no pipe to wake the thread.
  package init(
    path: FilePath, limits: Limits, notify: @escaping @Sendable () -> Void
  ) throws(Failure) {
    guard let inotify = Inotify() else {
      throw Failure(reason: "the system gives no inotify instance")
    }
    let folder = path.parent
    let events =
      IN_CLOSE_WRITE | IN_MODIFY | IN_CREATE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE
    if case .failure(let failure) = inotify.watch(folder, for: events) {
      inotify.close()
      throw Failure(reason: "its folder \(folder) cannot be watched: \(failure.reason)")
    }
    do {
      thread = try PollThread(name: "carousel-overlay")
    } catch {
      inotify.close()
      throw Failure(reason: "no pipe to wake the watching thread (\(error))")
    }
    self.path = path
    name = Array(path.nameBytes)
    self.limits = limits
    self.notify = notify
    self.inotify = inotify
    thread.start(
      PollWork(
        begin: { [self] in publish(read()) },
        round: {
          PollRound(descriptors: [pollfd(fd: inotify.descriptor, events: Int16(POLLIN), revents: 0)]
          )
        },
        handle: { [self] _, _ in handle() }, end: { [self] in end() }))
  }

  /// The lines read since the last call, or nil when they did not change.
  package func takeLines() -> [String]? {
    condition.lock()
    defer { condition.unlock() }
    guard isNew else { return nil }
    isNew = false
    return lines
  }

  /// Blocks until every change made to the file before the call has been read (replays and
  /// tests, on the virtual clock); the first call also waits for the first reading.
  package func sync() {
    condition.lock()
    syncRequested += 1
    let ticket = syncRequested
    condition.unlock()
    thread.wake()
    condition.lock()
    while syncDone < ticket, !isStopped { condition.wait() }
    condition.unlock()
  }

  /// Ends the watching thread and waits for it.
  package func stop() {
    thread.stop()
  }

  deinit {
    thread.stop()
  }

  // MARK: - The watcher thread

  private func handle() {
    condition.lock()
    let ticket = syncRequested
    condition.unlock()
    // Events queued before a sync request were made before it: reading them answers it.
    if inotify.readAll().contains(where: { $0.name == name || $0.name.isEmpty }) {
      publish(read())
    }
    condition.lock()
    syncDone = max(syncDone, ticket)
    condition.broadcast()
    condition.unlock()
  }

  private func end() {
    inotify.close()
    condition.lock()
    isStopped = true
    condition.broadcast()
    condition.unlock()
  }

  private func publish(_ found: [String]) {
    condition.lock()
    let changed = found != lines
    if changed {
      lines = found
      isNew = true
    }
    condition.unlock()
    if changed { notify() }
  }

  /// The file's first lines now: none when it is missing, not a regular file or unreadable.
  private func read() -> [String] {
    guard let file = try? PictureFile(opening: path, limit: .max),
      let bytes = try? file.readPrefix(limits.bytes)
    else { return [] }
    return Self.lines(of: bytes, limits: limits)
  }

  /// The first lines of `bytes` that are not blank, control characters taken out (a tab is a
  /// space), each cut to the limit with "…".
  package static func lines(of bytes: [UInt8], limits: Limits) -> [String] {
    let text = String(decoding: bytes, as: UTF8.self)
    var lines: [String] = []
    for raw in text.split(whereSeparator: \.isNewline) {
      let cleaned = String(
        raw.unicodeScalars.compactMap { scalar -> Character? in
          if scalar == "\t" { return " " }
          return scalar.properties.generalCategory == .control ? nil : Character(scalar)
        })
      let words = cleaned.split(separator: " ", omittingEmptySubsequences: true)
      guard !words.isEmpty else { continue }
      var line = words.joined(separator: " ")
      if line.count > limits.characters { line = line.prefix(limits.characters - 1) + "…" }
      lines.append(line)
      if lines.count == limits.lines { break }
    }
    return lines
  }
}
