import SDLKit

/// The main thread's side of the image pipeline: asks the decode workers for pictures in
/// priority order, uploads what they finish to textures, and serves pages from the texture cache.
///
/// Owned by the viewer; main thread only. The workers stop when the store is released.
package final class PictureStore {
  /// How much the store may keep and prefetch.
  package struct Configuration {
    /// Texture cache budget in bytes.
    var cacheBudget = PipelineConstants.defaultCacheMegabytes * 1_048_576
    /// Items prefetched on each side of the current one.
    var prefetchDistance = PipelineConstants.prefetchDistance
    /// Decode threads.
    var workerCount = DecodeQueue.defaultWorkerCount
  }

  let configuration: Configuration
  private let renderer: Renderer
  private let queue: DecodeQueue
  package let cache: TextureCache
  private let report: (_ path: PicturePath, _ reason: String) -> Void
  private var reported: Set<PicturePath> = []
  private var pinned: Set<PicturePath> = []
  /// The drawable size pictures are decoded for, in device pixels.
  package var box: Size

  /// - Parameters:
  ///   - notify: called on a worker thread after each decode (the app posts a wake-up event).
  ///   - report: told of each file that cannot be shown and why, the first time it fails.
  package init(
    renderer: Renderer, box: Size, decoder: any PictureDecoder,
    configuration: Configuration = Configuration(),
    notify: @escaping @Sendable () -> Void,
    report: @escaping (_ path: PicturePath, _ reason: String) -> Void
  ) {
    self.renderer = renderer
    self.box = box
    self.configuration = configuration
    self.report = report
    cache = TextureCache(budget: configuration.cacheBudget)
    queue = DecodeQueue(
      decoder: decoder, workerCount: configuration.workerCount, notify: notify)
  }

  deinit {
    queue.shutdown()
  }

  /// What to draw for `path` now: its picture or failure when known, else `.loading`.
  func content(for path: PicturePath) -> PictureContent {
    cache.entry(for: path)?.content ?? .loading
  }

  /// Whether `path` has nothing to show yet.
  func isLoading(_ path: PicturePath) -> Bool {
    cache.peek(path) == nil
  }

  /// Replaces what the workers should decode: `paths` most urgent first.
  ///
  /// The list is cut to what the cache budget holds (see ``affordable(_:visible:)``), and the
  /// paths kept are pinned in the cache, so no upload evicts another planned picture (which the
  /// next plan would ask for again, forever). Paths already cached at the current box are
  /// skipped; others no longer listed are dropped from the queue.
  func request(_ paths: [PicturePath], visible: Set<PicturePath>) {
    let planned = affordable(paths, visible: visible)
    pinned = Set(planned)
    queue.setWanted(planned.filter(needsDecode).map { DecodeRequest(path: $0, box: box) })
  }

  /// The longest prefix of `paths` whose textures fit the cache budget together, plus every
  /// visible path whatever its cost.
  ///
  /// A path costs its cached entry's bytes when that entry is current, else the most a decode
  /// for the box can take (box area × 4 bytes: pictures are fitted into the box, never
  /// enlarged). Estimates only shrink once decodes land, so the plan settles.
  func affordable(_ paths: [PicturePath], visible: Set<PicturePath>) -> [PicturePath] {
    var spent = paths.filter(visible.contains).reduce(0) { $0 + cost(of: $1) }
    var isFull = false
    return paths.filter { path in
      if visible.contains(path) { return true }
      guard !isFull, spent + cost(of: path) <= configuration.cacheBudget else {
        isFull = true
        return false
      }
      spent += cost(of: path)
      return true
    }
  }

  /// Uploads every finished decode.
  ///
  /// Returns the paths whose content changed.
  @discardableResult
  package func uploadFinished() -> Set<PicturePath> {
    var changed: Set<PicturePath> = []
    for result in queue.takeFinished() {
      store(result)
      changed.insert(result.request.path)
    }
    return changed
  }

  /// Blocks until `paths` are decoded at the current box (requesting them first if they are not),
  /// then uploads.
  ///
  /// For headless runs and replays, whose frames must not depend on speed.
  func waitForDecodes(of paths: [PicturePath]) {
    uploadFinished()
    let missing = paths.filter(needsDecode)
    guard !missing.isEmpty else { return }
    let requests = missing.map { DecodeRequest(path: $0, box: box) }
    queue.prioritise(requests)
    queue.waitUntilDone(Set(requests))
    uploadFinished()
  }

  /// Blocks until every requested decode has finished, then uploads (a machine that had the
  /// time to prefetch: tests and the benchmark call this while the carousel rests).
  package func waitUntilIdle() {
    queue.waitUntilIdle()
    uploadFinished()
  }

  /// Decodes queued or running, and finished ones not yet uploaded (pixel buffers alive).
  var outstandingDecodes: Int { queue.outstandingCount + queue.finishedCount }

  /// Decodes started and results thrown away since the start (for tests and the benchmark).
  var decodeCounts: (started: Int, discarded: Int) { (queue.startedCount, queue.discardedCount) }

  /// Texture bytes `path` takes in the cache once decoded at the current box (an upper bound
  /// while it is not).
  private func cost(of path: PicturePath) -> Int {
    guard let entry = cache.peek(path), !needsDecode(path) else { return box.area * 4 }
    return entry.byteCount
  }

  private func needsDecode(_ path: PicturePath) -> Bool {
    guard let entry = cache.peek(path) else { return true }
    guard case .picture(let texture, let originalSize) = entry.content, entry.box != box else {
      return false
    }
    return PixelBuffer.fittedSize(originalSize, in: box) != texture.size
  }

  private func store(_ result: DecodeResult) {
    let path = result.request.path
    let content: PictureContent
    switch result.outcome {
    case .success(let picture):
      do {
        let texture = try Texture(
          renderer: renderer, argbPixels: picture.pixels.pixels, size: picture.pixels.size)
        content = .picture(texture, originalSize: picture.originalSize)
      } catch {
        content = .failure(reason: "cannot upload the picture: \(error.message)")
      }
    case .failure(let failure):
      content = .failure(reason: failure.description)
    }
    if case .failure(let reason) = content, reported.insert(path).inserted {
      report(path, reason)
    }
    cache.insert(content, box: result.request.box, for: path, pinned: pinned)
  }
}
