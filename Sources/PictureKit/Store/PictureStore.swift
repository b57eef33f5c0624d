import Geometry
import PictureDecoding
import PictureFiles
import SDLKit

/// The main thread's side of the image pipeline: asks the decode workers for pictures in
/// priority order, uploads what they finish to textures, and serves pages from the texture cache.
///
/// Owned by the viewer; main thread only. The workers stop when the store is released.
package final class PictureStore {
  /// How much the store may keep and prefetch.
  package struct Configuration {
    /// The texture cache's budget.
    package var cacheBudget = PipelineConstants.defaultCacheBudget
    /// Items prefetched on each side of the current one.
    package var prefetchDistance = PipelineConstants.prefetchDistance
    /// Decode threads.
    package var workerCount = DecodeQueue.defaultWorkerCount

    package init(cacheBudget: MemoryBudget, prefetchDistance: Int, workerCount: Int) {
      self.cacheBudget = cacheBudget
      self.prefetchDistance = prefetchDistance
      self.workerCount = workerCount
    }

    package init() {}
  }

  package let configuration: Configuration
  let renderer: Renderer
  let queue: DecodeQueue
  package let cache: TextureCache
  private let report: (_ item: CarouselItem, _ reason: String) -> Void
  /// Told of what a picture that shows carries to say (``DecodedPicture/note``: an animation
  /// shown as its first frame, its decoder library's words), the first time; nil: `report`.
  package var reportNote: ((_ item: CarouselItem, _ note: String) -> Void)?
  /// Items (at a revision) whose failure was reported: each is told once.
  private var reported: Set<CarouselItem> = []
  private var pinned: Set<ItemKey> = []
  /// The items the current plan keeps in the cache.
  var pinnedKeys: Set<ItemKey> { pinned }
  /// Keys forgotten since they were last requested: late results for them are dropped.
  private var retired: Set<ItemKey> = []
  /// Whether late results for `key` are dropped (its item was forgotten).
  func isRetired(_ key: ItemKey) -> Bool { retired.contains(key) }
  /// The animations among the cached pictures, by item (``PictureStore+Animation``).
  var animations: [ItemKey: AnimationPlayback] = [:]
  /// What the clips among the cached pictures say of themselves, by item (their picture is
  /// their first frame; ``PictureStore+Clips``).
  var clips: [ItemKey: ClipFacts] = [:]
  /// The drawable size pictures are decoded for, in device pixels.
  package var box: Size
  /// How the user turned pictures for viewing, by absolute path (``FilePath/absolute``; absent:
  /// as the file shows it), so that a file of the same name in another folder is not turned
  /// with it; a picture shown is decoded again turned, its old picture shown until then.
  package var turns: [FilePath: PictureTurn] = [:]

  /// How the user turned `item` for viewing (``turns``).
  package func turn(of item: CarouselItem) -> PictureTurn {
    turns.isEmpty ? .none : turns[item.path.absolute] ?? .none
  }
  /// The overview grid's thumbnails, within the same budget as the pictures
  /// (``PictureStore+Thumbnails``).
  let thumbnails: TextureCache
  /// The thumbnails wanted now, most urgent first (the grid's visible cells), their size, and
  /// the freedesktop cache they come from (``ThumbnailCache/none`` until the app sets the
  /// user's: a store without one writes no thumbnails anywhere).
  var wantedThumbnails: [CarouselItem] = []
  var thumbnailSize = ThumbnailSize.large
  package var thumbnailCache = ThumbnailCache.none
  /// The decode of a zoomed picture's detail that is wanted, and the detail uploaded (see
  /// `PictureStore+Detail.swift`).
  var detailRequest: DecodeRequest?
  var detail: (request: DecodeRequest, texture: Texture)?
  /// Bytes of enlarged backdrops reserved in the cache (``reserveBackdrops(_:)``).
  private var reservedBackdropBytes = 0
  /// A texture made ahead of a picture's pixels (``prepareTexture(size:isOpaque:)``), taken by
  /// the first upload of its size and kind, and let go by the next upload in any case.
  var spareTexture: Texture?

  /// - Parameters:
  ///   - stop: once stopped (the program must end), waits return at once and decoding stops.
  ///   - notify: called on a worker thread after each decode (the app posts to its inbox).
  ///   - report: told of each item that cannot be shown and why, the first time it fails.
  package convenience init(
    renderer: Renderer, box: Size, decoder: any PictureDecoder,
    configuration: Configuration = Configuration(), stop: StopSignal = StopSignal(),
    notify: @escaping @Sendable () -> Void,
    report: @escaping (_ item: CarouselItem, _ reason: String) -> Void
  ) {
    self.init(
      renderer: renderer, box: box,
      queue: DecodeQueue(
        decoder: decoder, workerCount: configuration.workerCount, stop: stop, notify: notify),
      configuration: configuration, report: report)
  }

  /// A store fed by `queue`, which may be decoding already (the app's first picture); the
  /// store owns it from now on and stops it when released.
  package init(
    renderer: Renderer, box: Size, queue: DecodeQueue,
    configuration: Configuration = Configuration(),
    report: @escaping (_ item: CarouselItem, _ reason: String) -> Void
  ) {
    self.renderer = renderer
    self.box = box
    self.configuration = configuration
    self.report = report
    self.queue = queue
    cache = TextureCache(budget: configuration.cacheBudget.bytes)
    thumbnails = TextureCache(budget: configuration.cacheBudget.bytes)
  }

  deinit {
    queue.shutdown()
  }

  /// What to draw for `item` now: its picture or failure when known, else `.loading`.
  ///
  /// A replaced item shows its previous picture until the new content is decoded. A picture
  /// whose texture lost its pixels while parked on the window (``Texture/isLost``) is loading:
  /// it is decoded again.
  package func content(for item: CarouselItem) -> PictureContent {
    guard let content = cache.entry(for: item.key)?.content else { return .loading }
    if case .picture(let texture, _) = content, texture.isLost { return .loading }
    return content
  }

  /// The backdrop of `item`'s picture (``Backdrop``), when it is cached with one.
  package func backdrop(for item: CarouselItem) -> Texture? {
    cache.peek(item.key)?.backdrop
  }

  /// Counts `bytes` of enlarged backdrops (drawn for the visible pages) against the cache
  /// budget; the cache keeps that much less when it changed.
  package func reserveBackdrops(_ bytes: Int) {
    guard bytes != reservedBackdropBytes else { return }
    reservedBackdropBytes = bytes
    cache.reserve(bytes, for: .backdrops)
    shareBudget()
    cache.evict(keeping: pinned)
  }

  /// Whether `item` has nothing to show yet.
  package func isLoading(_ item: CarouselItem) -> Bool {
    cache.peek(item.key) == nil
  }

  /// Drops what is cached for `key` and any decode of it still to come (its item was removed,
  /// replaced or renamed).
  package func forget(_ key: ItemKey) {
    cache.forget(key)
    thumbnails.forget(key)
    if detailRequest?.item.key == key { requestDetail(nil) }
    animations[key] = nil
    clips[key] = nil
    // Only a decode still to come can bring a late result: keys with none need no retiring
    // (a live folder forgets a key a minute for months).
    let outstanding = queue.outstandingKeys
    retired.formIntersection(outstanding)
    if outstanding.contains(key) { retired.insert(key) }
    reported = reported.filter { $0.key != key }
  }

  /// Replaces what the workers should decode: `items` most urgent first.
  ///
  /// The list is cut to what the cache budget holds (see ``affordable(_:visible:)``), and the
  /// items kept are pinned in the cache, so no upload evicts another planned picture (which the
  /// next plan would ask for again, forever). Items already cached at the current box and
  /// revision are skipped; others no longer listed are dropped from the queue.
  package func request(_ items: [CarouselItem], visible: Set<ItemKey>) {
    let planned = affordable(items, visible: visible)
    pinned = Set(planned.map(\.key))
    retired.subtract(pinned)
    let needed = readTextSlides(planned.filter(needsDecode))
    var wanted = needed.map(request(for:))
    if let detailRequest, detail?.request != detailRequest {
      // After the pictures on screen, before the neighbours.
      let onScreen = wanted.prefix { visible.contains($0.item.key) }.count
      wanted.insert(detailRequest, at: onScreen)
    }
    // The grid's cells after the pictures on screen: they are what is on screen with it.
    let onScreen = wanted.prefix { visible.contains($0.item.key) }.count
    wanted.insert(contentsOf: thumbnailRequests(), at: onScreen)
    queue.setWanted(wanted)
  }

  /// The longest prefix of `items` whose textures fit the cache budget together, plus every
  /// visible item whatever its cost.
  ///
  /// An item costs its cached entry's bytes when that entry is current, else the most a decode
  /// for the box can take (box area × 4 bytes: pictures are fitted into the box, never
  /// enlarged). Estimates only shrink once decodes land, so the plan settles.
  package func affordable(_ items: [CarouselItem], visible: Set<ItemKey>) -> [CarouselItem] {
    var spent =
      items.filter { visible.contains($0.key) }.reduce(cache.reservedBytes) { $0 + cost(of: $1) }
    var isFull = false
    return items.filter { item in
      if visible.contains(item.key) { return true }
      guard !isFull, spent + cost(of: item) <= configuration.cacheBudget.bytes else {
        isFull = true
        return false
      }
      spent += cost(of: item)
      return true
    }
  }

  /// Uploads every finished decode.
  ///
  /// - Returns: the keys whose content changed.
  @discardableResult
  package func uploadFinished() -> Set<ItemKey> {
    var changed: Set<ItemKey> = []
    for result in queue.takeFinished() {
      let stored: Bool
      if result.request.thumbnail != nil {
        stored = storeThumbnail(result)
      } else {
        stored = result.request.region == nil ? store(result) : storeDetail(result)
      }
      if stored {
        changed.insert(result.request.item.key)
        uploadCount += 1
      }
    }
    shareBudget()
    return changed
  }

  /// Blocks until `items` are decoded at the current box (requesting them first if they are
  /// not), then uploads.
  ///
  /// For headless runs and replays, whose frames must not depend on speed.
  package func waitForDecodes(of items: [CarouselItem]) {
    uploadFinished()
    let missing = readTextSlides(items.filter(needsDecode))
    guard !missing.isEmpty else { return }
    retired.subtract(missing.map(\.key))
    let requests = missing.map(request(for:))
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

  /// Decoded pictures, details and thumbnails uploaded into textures since the start (for the
  /// benchmark, which tells the frames that followed an upload).
  package private(set) var uploadCount = 0

  /// Decodes queued or running, and finished ones not yet uploaded (pixel buffers alive).
  package var outstandingDecodes: Int { queue.outstandingCount + queue.finishedCount }

  /// Decodes started and results thrown away since the start (for tests and the benchmark).
  package var decodeCounts: (started: Int, discarded: Int) {
    (queue.startedCount, queue.discardedCount)
  }

  /// Reads the text slides among `items` into the cache now, on this thread (a slide is at most
  /// ``TextSlide/maximumFileBytes``, read without blocking), and returns the other items: the
  /// pictures for the decode workers.
  func readTextSlides(_ items: [CarouselItem]) -> [CarouselItem] {
    items.filter { item in
      guard item.kind == .text else { return true }
      let content: PictureContent
      do throws(DecodeFailure) {
        content = .text(try TextSlide.read(item.path))
      } catch {
        content = .failure(reason: error.description, title: error.title)
        if reported.insert(item).inserted { report(item, error.description) }
      }
      cache.insert(content, revision: item.revision, box: box, for: item.key, pinned: pinned)
      return false
    }
  }

  /// Texture bytes `item` takes in the cache once decoded at the current box (an upper bound
  /// while it is not; a text slide holds no texture and counts as little as a failure).
  private func cost(of item: CarouselItem) -> Int {
    guard let entry = cache.peek(item.key), !needsDecode(item) else {
      return item.kind == .text ? PipelineConstants.failureEntryBytes : box.area * 4
    }
    return entry.byteCount
  }

  /// The decode of the whole of `item` for the current box, turned as the user asked.
  private func request(for item: CarouselItem) -> DecodeRequest {
    DecodeRequest(item: item, box: box, turn: turn(of: item))
  }

  /// Whether `item` must be decoded (again): nothing cached, an older revision or another
  /// turn, or a picture decoded for a box in which it would now be shown at another size.
  private func needsDecode(_ item: CarouselItem) -> Bool {
    guard let entry = cache.peek(item.key), entry.revision == item.revision,
      entry.turn == turn(of: item) || item.kind == .text
    else { return true }
    guard case .picture(let texture, let originalSize) = entry.content else { return false }
    if texture.isLost { return true }
    guard entry.box != box else { return false }
    return PixelBuffer.fittedSize(originalSize, in: box) != texture.size
  }

  /// Uploads one result into the cache, unless its item was forgotten or a newer revision is
  /// there already.
  /// - Returns: whether the cache changed.
  private func store(_ result: DecodeResult) -> Bool {
    let item = result.request.item
    if retired.contains(item.key) { return false }
    if let entry = cache.peek(item.key), entry.revision > item.revision { return false }
    // A decode cut short because Carousel is ending says nothing of the picture: it is neither
    // shown as a failure nor reported (a quit printed "cannot show …: Carousel is ending").
    if case .failure(.stopped) = result.outcome { return false }
    let content: PictureContent
    var playback: AnimationPlayback?
    var backdrop: Texture?
    var clip: ClipFacts?
    switch result.outcome {
    case .success(let picture):
      do {
        let texture = try upload(picture.pixels, isOpaque: picture.isOpaque ?? false)
        content = .picture(texture, originalSize: picture.originalSize)
        // Without its backdrop the picture still shows, over the background colour.
        backdrop = picture.backdrop.flatMap {
          try? Texture(renderer: renderer, argbPixels: $0.pixels, size: $0.size, isOpaque: true)
        }
        playback = picture.animation.map { AnimationPlayback(texture: texture, animation: $0) }
        clip = picture.clip
      } catch {
        content = .failure(reason: "cannot upload the picture: \(error.message)")
      }
      if let note = picture.note, reported.insert(item).inserted {
        (reportNote ?? report)(item, note)
      }
    case .failure(let failure):
      content = .failure(reason: failure.description, title: failure.title)
    }
    if case .failure(let reason, _) = content, reported.insert(item).inserted {
      report(item, reason)
    }
    animations[item.key] = playback
    clips[item.key] = clip
    cache.insert(
      content, revision: item.revision, box: result.request.box, for: item.key, pinned: pinned,
      extraBytes: playback?.frameBytes ?? 0, turn: result.request.turn, backdrop: backdrop)
    return true
  }
}
