import SystemKit

/// Runs a ``FolderWalker`` on a background thread and hands its pictures to the main thread in
/// batches, so a large folder starts showing before the walk ends.
///
/// `@unchecked Sendable`: the mutable state (`found`, `foundTotal`, `finished`, `cancelled`) is
/// only touched with `condition` locked; the walker runs on the scan thread alone; `notify` is
/// `@Sendable`.
package final class FolderScanner: @unchecked Sendable {
  private let condition = Condition()
  private var found: [FilePath] = []
  private var foundTotal = 0
  private var finished = false
  private var cancelled = false

  /// Starts walking `paths`; `notify` runs on the scan thread after each batch and at the end.
  ///
  /// Once `stop` is stopped, the walk ends at the next folder and waits return at once.
  /// `listing` says which of the folders' files are items (``FolderWalker``).
  package init(
    paths: [FilePath], recursive: Bool, listing: ItemListing = ItemListing(),
    stop: StopSignal = StopSignal(),
    notify: @escaping @Sendable () -> Void
  ) {
    DetachedThread.start(name: "carousel-scan") { [self] in
      var walker = FolderWalker(recursive: recursive, listing: listing)
      walker.shouldStop = { [self] in isCancelled }
      walker.walk(paths) { batch in
        for start in stride(from: 0, to: batch.count, by: PipelineConstants.scanBatchSize) {
          let end = min(start + PipelineConstants.scanBatchSize, batch.count)
          append(Array(batch[start..<end]))
          notify()
        }
      }
      markFinished()
      notify()
    }
    stop.onStop { [weak self] in self?.cancel() }
  }

  /// Pictures found since the last call, and whether the walk has ended.
  package func takeFound() -> (paths: [FilePath], isFinished: Bool) {
    condition.lock()
    defer { condition.unlock() }
    let paths = found
    found.removeAll()
    return (paths, finished)
  }

  /// Pictures found so far, taken or not.
  package var foundCount: Int {
    condition.lock()
    defer { condition.unlock() }
    return foundTotal
  }

  /// Blocks until the walk has ended or was cancelled (headless runs and replays start from the
  /// whole list).
  package func waitUntilFinished() {
    condition.lock()
    while !finished, !cancelled { condition.wait() }
    condition.unlock()
  }

  /// Asks the walk to stop at the next folder; waits return at once.
  package func cancel() {
    condition.lock()
    cancelled = true
    condition.broadcast()
    condition.unlock()
  }

  private var isCancelled: Bool {
    condition.lock()
    defer { condition.unlock() }
    return cancelled
  }

  private func append(_ batch: [FilePath]) {
    condition.lock()
    found += batch
    foundTotal += batch.count
    condition.unlock()
  }

  private func markFinished() {
    condition.lock()
    finished = true
    condition.broadcast()
    condition.unlock()
  }
}
