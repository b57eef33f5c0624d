import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// Live folders: watches the folders of the carousel with inotify on a thread of its own and
/// hands what changed to the main thread as ``FolderChange`` values.
///
/// The thread (a ``PollThread``) waits in `poll` on the inotify descriptor,
/// `/proc/self/mountinfo` (which the kernel marks when a file system is mounted or unmounted)
/// and its wake-up pipe: it never polls on a timer. It watches each folder before reading it, so nothing made meanwhile is
/// missed; when the kernel's event queue overflows, it reads every folder again; when a folder
/// goes (deleted, moved, unmounted), its pictures are listed as gone, and a watch on the
/// nearest folder above, plus the mount table, tell when it is back. Each batch of changes
/// calls `notify` (the app posts to its inbox).
///
/// `@unchecked Sendable`: `changes`, `syncRequested`, `syncDone` and `isStopped` are touched
/// only with `condition` locked; `state` and `mounts` are used by the watcher thread alone.
package final class FolderWatcher: @unchecked Sendable {
  /// Why there is no watcher: the system's reason, in words for the user.
  package struct Failure: Error, Equatable {
    package let reason: String
  }

  private let condition = Condition()
  private var changes: [FolderChange] = []
  private var syncRequested = 0
  private var syncDone = 0
  private var isStopped = false
  private let notify: @Sendable () -> Void
  private let thread: PollThread
  /// The watcher thread's: what is watched, and the mount table (-1 when unreadable).
  private var state: FolderWatchState
  private var mounts: Int32 = -1

  /// Starts watching the folders of `roots` (their subfolders too when `recursive`; the folder
  /// of each picture named alone, for that picture); `listing` says which files are items.
  ///
  /// `notify` runs on the watcher thread after each batch of changes.
  /// - Throws: why it cannot: the system gives no inotify instance, or no pipe to wake its
  ///   thread.
  package init(
    roots: [FilePath], recursive: Bool, listing: ItemListing = ItemListing(),
    notify: @escaping @Sendable () -> Void
  ) throws(Failure) {
    guard let inotify = Inotify() else {
      throw Failure(
        reason: "the system gives no inotify instance (see "
          + "/proc/sys/fs/inotify/max_user_instances)")
    }
    do {
      thread = try PollThread(name: "carousel-watch")
    } catch {
      inotify.close()
      throw Failure(reason: "no pipe to wake the watching thread (\(error))")
    }
    self.notify = notify
    state = FolderWatchState(
      inotify: inotify,
      targets: WatchTarget.targets(for: roots, recursive: recursive, listing: listing))
    thread.start(
      PollWork(
        begin: { [self] in begin() }, round: { [self] in round() },
        handle: { [self] polled, _ in handle(polled) }, end: { [self] in end() }))
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
    thread.wake()
    condition.lock()
    while syncDone < ticket, !isStopped { condition.wait() }
    condition.unlock()
  }

  /// Ends the watcher thread and waits for it.
  package func stop() {
    thread.stop()
  }

  // MARK: - The watcher thread

  private func begin() {
    publish(state.start() + state.takeUnwatchable())
    mounts = open("/proc/self/mountinfo", O_RDONLY | O_CLOEXEC)
  }

  private func round() -> PollRound {
    // A wake-up that comes before the wait is seen at once: the pipe holds its byte.
    PollRound(descriptors: [
      pollfd(fd: state.inotify.descriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: mounts, events: Int16(POLLPRI), revents: 0),
    ])
  }

  private func handle(_ polled: [pollfd]) {
    var found: [FolderChange] = []
    if polled[1].revents & Int16(POLLPRI | POLLERR) != 0 {
      found += state.mountsChanged()
    }
    // Sync requests made before this point are answered by the read below: their file
    // events are queued already.
    condition.lock()
    let ticket = syncRequested
    condition.unlock()
    found += state.handle(state.inotify.readAll())
    found += state.takeUnwatchable()
    publish(found)
    condition.lock()
    syncDone = max(syncDone, ticket)
    condition.broadcast()
    condition.unlock()
  }

  private func end() {
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
}
