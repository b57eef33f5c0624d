import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// The picture index: when each picture was taken and what else its file says of it
/// (``PictureFacts``), read on one background thread and kept in a cache file, so that a second
/// start reads no picture again.
///
/// The thread first reads the cache file (``IndexCacheFile``; a damaged or foreign one is set
/// aside and rebuilt), then takes the paths asked for, newest request last: a path whose size
/// and modification time match its cached entry costs a `stat`; any other is read
/// (``PictureFacts/read(_:stamp:)``) and counted in ``Counts/read``. Finished facts reach the
/// main thread in batches through `notify` and ``takeFinished()``. ``save()`` writes the cache
/// on the thread, with the entries of every path asked for in this run.
///
/// `@unchecked Sendable`: every mutable field below `condition` is touched only with it locked;
/// ``facts`` and ``counts``' main-thread copy are touched only on the main thread; the cache
/// file is written only with `writing` held.
package final class PictureIndex: @unchecked Sendable {
  /// How many pictures were dated from the cache, and how many had to be read.
  package struct Counts: Equatable, Sendable {
    package var fromCache = 0
    package var read = 0
  }

  /// What the main thread knows so far, by path (main thread only).
  package private(set) var facts: [FilePath: PictureFacts] = [:]
  /// Where the cache lives, or nil for none (tests).
  private let cachePath: String?
  private let notify: @Sendable () -> Void
  private let report: @Sendable (String) -> Void
  private let stop: StopSignal
  private let condition = Condition()
  /// Held while the cache file is written, by the index's thread or at the end of a run.
  private let writing = Lock()
  private var pending: [FilePath] = []
  private var asked: Set<FilePath> = []
  private var cached: [FilePath: IndexEntry]?
  private var entries: [FilePath: IndexEntry] = [:]
  private var finished: [(FilePath, PictureFacts?)] = []
  private var shared = Counts()
  private var unsaved = false
  private var saveWanted = false
  private var isBusy = false
  private var isStopping = false
  private var isThreadAlive = false

  /// - Parameters:
  ///   - cachePath: the cache file, read first and written by ``save()``; nil for none.
  ///   - stop: said when the program ends: the thread stops after the file it reads.
  ///   - notify: called on the thread after each batch of facts (the app posts to its inbox).
  ///   - report: one line per problem worth telling (a cache file set aside or not written).
  package init(
    cachePath: String?, stop: StopSignal, notify: @escaping @Sendable () -> Void,
    report: @escaping @Sendable (String) -> Void
  ) {
    self.cachePath = cachePath
    self.stop = stop
    self.notify = notify
    self.report = report
    stop.onStop { [weak self] in self?.shutdown(waiting: false) }
    isThreadAlive = true
    DetachedThread.start(name: "carousel-index") { [self] in work() }
  }

  /// Asks for the facts of `paths`, after what is asked already; those asked for before are
  /// skipped, unless `again` (their files changed: they are checked again).
  package func request(_ paths: [FilePath], again: Bool = false) {
    condition.lock()
    defer { condition.unlock() }
    let new = paths.filter { asked.insert($0).inserted || again }
    guard !new.isEmpty, !isStopping else { return }
    pending += new
    condition.broadcast()
  }

  /// Moves the facts read since the last call into ``facts`` (main thread).
  /// - Returns: the paths whose facts arrived.
  package func takeFinished() -> [FilePath] {
    condition.lock()
    let arrived = finished
    finished.removeAll()
    counts = shared
    condition.unlock()
    for (path, found) in arrived { facts[path] = found }  // nil: the file went
    return arrived.map(\.0)
  }

  /// The counts as of the last ``takeFinished()`` (main thread).
  package private(set) var counts = Counts()

  /// Whether the cache file has been read (or found missing): facts of cached pictures now
  /// come at the speed of a `stat` each.
  package var isCacheLoaded: Bool {
    condition.lock()
    defer { condition.unlock() }
    return cached != nil
  }

  /// Whether every path asked for has its facts in ``facts``.
  package var isComplete: Bool {
    condition.lock()
    defer { condition.unlock() }
    return pending.isEmpty && !isBusy && finished.isEmpty
  }

  /// Whether entries were read that the cache file does not hold yet.
  package var hasUnsavedEntries: Bool {
    condition.lock()
    defer { condition.unlock() }
    return unsaved
  }

  /// Writes the cache file on the index's thread, once the path it reads is done.
  package func save() {
    condition.lock()
    saveWanted = true
    condition.broadcast()
    condition.unlock()
  }

  /// Writes the cache file now, on the calling thread, with every entry read so far (the end
  /// of a run, after a signal has stopped the index's thread too).
  package func saveNow() {
    condition.lock()
    let snapshot = entries.map { ($0.key, $0.value) }
    unsaved = false
    saveWanted = false
    condition.unlock()
    writeCache(snapshot, marksIdle: false)
  }

  /// Blocks until every path asked for is read and a save asked for is written, or the
  /// program is ending (headless runs, replays, tests, the end of a run).
  package func waitUntilIdle() {
    condition.lock()
    defer { condition.unlock() }
    while !isStopping, isBusy || !pending.isEmpty || saveWanted || cached == nil {
      condition.wait()
    }
  }

  /// Stops the thread after the file it reads; with `waiting`, until it has ended.
  package func shutdown(waiting: Bool = true) {
    condition.lock()
    defer { condition.unlock() }
    isStopping = true
    pending.removeAll()
    condition.broadcast()
    while waiting, isThreadAlive { condition.wait() }
  }
}

// MARK: - The index's thread

extension PictureIndex {
  private func work() {
    _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, PipelineConstants.workerNiceness)
    let loaded = loadCache()
    condition.lock()
    cached = loaded
    condition.broadcast()
    condition.unlock()
    var sinceNotice = 0
    while let job = nextJob() {
      switch job {
      case .save(let snapshot):
        writeCache(snapshot)
      case .index(let path):
        let (entry, wasRead) = index(path, cached: loaded[path])
        condition.lock()
        isBusy = false
        if let entry { entries[path] = entry }
        finished.append((path, entry?.facts))
        if wasRead { shared.read += 1 } else { shared.fromCache += 1 }
        unsaved = unsaved || wasRead
        let isLast = pending.isEmpty
        condition.broadcast()
        condition.unlock()
        sinceNotice += 1
        if isLast || sinceNotice >= PipelineConstants.indexBatchSize {
          sinceNotice = 0
          notify()
        }
      }
    }
  }

  /// What the thread does next.
  private enum Job {
    case index(FilePath)
    case save([(FilePath, IndexEntry)])
  }

  /// The next job, waiting for one; nil once stopping.
  private func nextJob() -> Job? {
    condition.lock()
    defer { condition.unlock() }
    while !isStopping, pending.isEmpty, !saveWanted { condition.wait() }
    guard !isStopping else {
      isThreadAlive = false
      condition.broadcast()
      return nil
    }
    isBusy = true
    if !pending.isEmpty { return .index(pending.removeFirst()) }
    saveWanted = false
    unsaved = false
    return .save(entries.map { ($0.key, $0.value) })
  }

  /// The entry of the file at `path`: the cached one when its stamp still matches, else read.
  /// - Returns: the entry (nil when the file cannot be `stat`ed), and whether the file was read.
  private func index(_ path: FilePath, cached: IndexEntry?) -> (IndexEntry?, wasRead: Bool) {
    guard let stamp = FileStamp(of: path) else { return (nil, false) }
    if let cached, cached.stamp == stamp { return (cached, false) }
    return (IndexEntry(stamp: stamp, facts: PictureFacts.read(path, stamp: stamp)), true)
  }

  /// The cache file's entries; a file that cannot be used is set aside (renamed with a
  /// `.unreadable` suffix) and said in one line.
  private func loadCache() -> [FilePath: IndexEntry] {
    guard let cachePath,
      let bytes = AtomicFile.read(cachePath, limit: PipelineConstants.largestIndexFileBytes)
    else { return [:] }
    switch IndexCacheFile.decode(bytes) {
    case .success(let entries): return entries
    case .failure(let problem):
      AtomicFile.rename(cachePath, to: cachePath + ".unreadable")
      report("carousel: the picture index \(cachePath) was set aside (\(problem)); made again")
      return [:]
    }
  }

  private func writeCache(_ entries: [(FilePath, IndexEntry)], marksIdle: Bool = true) {
    defer {
      if marksIdle {
        condition.lock()
        isBusy = false
        condition.broadcast()
        condition.unlock()
      }
    }
    guard let cachePath else { return }
    writing.lock()
    defer { writing.unlock() }
    let sorted = entries.sorted { $0.0.bytes.lexicographicallyPrecedes($1.0.bytes) }
    do {
      try AtomicFile.write(IndexCacheFile.encode(sorted), to: cachePath)
    } catch {
      report("carousel: the picture index cannot be written to \(cachePath): \(error)")
    }
  }
}
