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
  private let reporter: Reporter
  private let write: @Sendable ([UInt8], String) throws -> Void
  private let stop: StopSignal
  private let codecs: any CodecFactsReader
  private let condition = Condition()
  /// Held while the cache file is written, by the index's thread or at the end of a run.
  private let writing = Lock()
  private var pending: [FilePath] = []
  private var asked: Set<FilePath> = []
  private var cached: [FilePath: IndexEntry]?
  private var entries: [FilePath: IndexEntry] = [:]
  private var finished: [(FilePath, PictureFacts?)] = []
  private var shared = Counts()
  /// How many entries were read in this run, and how many of them the cache file held when
  /// its last write ended: a save taken by the thread is unsaved until its file is written.
  private var readVersion = 0
  private var writtenVersion = 0
  private var saveWanted = false
  private var isBusy = false
  private var isStopping = false
  private var isThreadAlive = false

  /// - Parameters:
  ///   - cachePath: the cache file, read first and written by ``save()``; nil for none.
  ///   - stop: said when the program ends: the thread stops after the file it reads.
  ///   - codecs: what reads the facts only a codec can (the app's decoder processes).
  ///   - notify: called on the thread after each batch of facts (the app posts to its inbox).
  ///   - reporter: told one warning per problem worth telling (a cache file set aside or not
  ///     written).
  ///   - write: writes the cache file's bytes to a path (tests hold a write under way).
  package init(
    cachePath: String?, stop: StopSignal, codecs: any CodecFactsReader,
    notify: @escaping @Sendable () -> Void,
    reporter: Reporter,
    write: @escaping @Sendable ([UInt8], String) throws -> Void = {
      try AtomicFile.write($0, to: $1)
    }
  ) {
    self.cachePath = cachePath
    self.stop = stop
    self.codecs = codecs
    self.notify = notify
    self.reporter = reporter
    self.write = write
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
    return writtenVersion < readVersion
  }

  /// Writes the cache file on the index's thread, once the path it reads is done.
  package func save() {
    condition.lock()
    saveWanted = true
    condition.broadcast()
    condition.unlock()
  }

  /// Writes the cache file now, on the calling thread, with every entry read so far (the end
  /// of a run, after a signal has stopped the index's thread too); returns once it is written,
  /// after the thread's write when one is under way.
  package func saveNow() {
    condition.lock()
    let snapshot = entries.map { ($0.key, $0.value) }
    let version = readVersion
    saveWanted = false
    condition.unlock()
    writeCache(snapshot, version: version, marksIdle: false)
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
      case .save(let snapshot, let version):
        writeCache(snapshot, version: version)
      case .index(let path):
        let (entry, wasRead) = index(path, cached: loaded[path])
        condition.lock()
        isBusy = false
        if let entry { entries[path] = entry }
        finished.append((path, entry?.facts))
        if wasRead { shared.read += 1 } else { shared.fromCache += 1 }
        if wasRead { readVersion += 1 }
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
    /// The entries, and the ``readVersion`` they hold.
    case save([(FilePath, IndexEntry)], version: Int)
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
    return .save(entries.map { ($0.key, $0.value) }, version: readVersion)
  }

  /// The entry of the file at `path`: the cached one when its stamp still matches, else read.
  /// - Returns: the entry (nil when the file cannot be `stat`ed), and whether the file was read.
  private func index(_ path: FilePath, cached: IndexEntry?) -> (IndexEntry?, wasRead: Bool) {
    guard let stamp = FileStamp(of: path) else { return (nil, false) }
    if let cached, cached.stamp == stamp { return (cached, false) }
    let facts = PictureFacts.read(path, stamp: stamp, codecs: codecs)
    return (IndexEntry(stamp: stamp, facts: facts), true)
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
      reporter.warning("the picture index \(cachePath) was set aside (\(problem)); made again")
      return [:]
    }
  }

  /// Writes `entries`, which hold `version` of the entries read, unless a write of as many
  /// ended first (so an older snapshot never replaces a newer one).
  private func writeCache(
    _ entries: [(FilePath, IndexEntry)], version: Int, marksIdle: Bool = true
  ) {
    writing.lock()
    defer {
      condition.lock()
      writtenVersion = max(writtenVersion, version)
      if marksIdle { isBusy = false }
      condition.broadcast()
      condition.unlock()
      writing.unlock()
    }
    condition.lock()
    let isWritten = writtenVersion >= version
    condition.unlock()
    guard let cachePath, !isWritten else { return }
    let sorted = entries.sorted { $0.0.bytes.lexicographicallyPrecedes($1.0.bytes) }
    do {
      try write(IndexCacheFile.encode(sorted), cachePath)
    } catch {
      reporter.warning("the picture index cannot be written to \(cachePath): \(error)")
    }
  }
}
