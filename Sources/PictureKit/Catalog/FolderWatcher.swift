import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Live folders: watches the folders of the carousel with inotify on a thread of its own and
/// hands what changed to the main thread as ``FolderChange`` values.
///
/// The thread waits in `poll` on the inotify descriptor, `/proc/self/mountinfo` (which the
/// kernel marks when a file system is mounted or unmounted) and a wake-up pipe: it never
/// polls on a timer. It watches each folder before reading it, so nothing made meanwhile is
/// missed; when the kernel's event queue overflows, it reads every folder again; when a folder
/// goes (deleted, moved, unmounted), its pictures are listed as gone, and a watch on the
/// nearest folder above, plus the mount table, tell when it is back. Each batch of changes
/// calls `notify` (the app posts to its inbox).
///
/// `@unchecked Sendable`: `changes`, `syncRequested`, `syncDone`, `isStopping` and `isStopped`
/// are touched only with `condition` locked; the ``FolderWatchState`` lives on the thread.
package final class FolderWatcher: @unchecked Sendable {
  private let condition = NSCondition()
  private var changes: [FolderChange] = []
  private var syncRequested = 0
  private var syncDone = 0
  private var isStopping = false
  private var isStopped = false
  private let wakeRead: Int32
  private let wakeWrite: Int32
  private let notify: @Sendable () -> Void

  /// Starts watching the folders of `roots` (their subfolders too when `recursive`; the folder
  /// of each picture named alone, for that picture); nil when the system gives no inotify
  /// instance.
  ///
  /// `notify` runs on the watcher thread after each batch of changes.
  package init?(roots: [FilePath], recursive: Bool, notify: @escaping @Sendable () -> Void) {
    guard let inotify = Inotify() else { return nil }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else {
      inotify.close()
      return nil
    }
    for end in ends { _ = fcntl(end, F_SETFL, O_NONBLOCK) }
    wakeRead = ends[0]
    wakeWrite = ends[1]
    self.notify = notify
    let targets = WatchTarget.targets(for: roots, recursive: recursive)
    let thread = Thread { [self] in
      run(FolderWatchState(inotify: inotify, targets: targets))
    }
    thread.name = "carousel-watch"
    thread.start()
  }

  /// Runs once the thread has ended (it holds the watcher while it runs): call ``stop()``.
  deinit {
    close(wakeRead)
    close(wakeWrite)
  }

  /// The changes seen since the last call, oldest first.
  package func takeChanges() -> [FolderChange] {
    condition.lock()
    defer { condition.unlock() }
    let taken = changes
    changes.removeAll()
    return taken
  }

  /// Blocks until every change made to the files before the call has been read and is
  /// waiting in ``takeChanges()`` (the kernel queues a file's event before the call that made
  /// it returns).
  ///
  /// The first call also waits for the first listing of every folder.
  ///
  /// For replays and tests, which change files and must see the result on the virtual clock.
  package func sync() {
    condition.lock()
    syncRequested += 1
    let ticket = syncRequested
    condition.unlock()
    wake()
    condition.lock()
    while syncDone < ticket, !isStopped { condition.wait() }
    condition.unlock()
  }

  /// Ends the watcher thread and waits for it.
  package func stop() {
    condition.lock()
    isStopping = true
    condition.unlock()
    wake()
    condition.lock()
    while !isStopped { condition.wait() }
    condition.unlock()
  }

  private func wake() {
    var byte: UInt8 = 1
    _ = write(wakeWrite, &byte, 1)
  }

  // MARK: - The watcher thread

  private func run(_ initial: FolderWatchState) {
    var state = initial
    publish(state.start() + state.takeUnwatchable())
    let mounts = open("/proc/self/mountinfo", O_RDONLY | O_CLOEXEC)
    while true {
      var found: [FolderChange] = []
      var descriptors = [
        pollfd(fd: state.inotify.descriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
        pollfd(fd: mounts, events: Int16(POLLPRI), revents: 0),
      ]
      // A wake-up that comes before the wait is seen at once: the pipe holds its byte.
      if poll(&descriptors, 3, -1) > 0 {
        if descriptors[1].revents != 0 { drainWakeUps() }
        if descriptors[2].revents & Int16(POLLPRI | POLLERR) != 0 {
          found += state.mountsChanged()
        }
      }
      // Sync requests made before this point are answered by the read below: their file
      // events are queued already.
      condition.lock()
      let ticket = syncRequested
      let stopping = isStopping
      condition.unlock()
      if stopping { break }
      found += state.handle(state.inotify.readAll())
      found += state.takeUnwatchable()
      publish(found)
      condition.lock()
      syncDone = max(syncDone, ticket)
      condition.broadcast()
      condition.unlock()
    }
    if mounts >= 0 { close(mounts) }
    state.inotify.close()
    condition.lock()
    isStopped = true
    condition.broadcast()
    condition.unlock()
  }

  /// Hands `found` to the main thread and tells it.
  private func publish(_ found: [FolderChange]) {
    guard !found.isEmpty else { return }
    condition.lock()
    changes += found
    condition.unlock()
    notify()
  }

  private func drainWakeUps() {
    var buffer = [UInt8](repeating: 0, count: 64)
    while read(wakeRead, &buffer, buffer.count) > 0 {}
  }
}
