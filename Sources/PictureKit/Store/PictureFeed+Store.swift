import Geometry
import PictureDecoding
import PictureFiles
import SDLKit

// MARK: - What the callers ask of the store, by item

/// The feed's store is its own: callers ask the feed, by item index (the catalog's), for what
/// they need of it.
extension PictureFeed {
  /// The drawable size pictures are decoded for, in device pixels (the window's output size).
  package var box: Size {
    get { store.box }
    set { store.box = newValue }
  }

  /// How many items on each side of the one shown are decoded ahead.
  package var prefetchDistance: Int { store.configuration.prefetchDistance }

  /// Makes a texture of `size` now, for the first picture to be uploaded into (see
  /// ``PictureStore/prepareTexture(size:isOpaque:)``).
  package func prepareTexture(size: Size, isOpaque: Bool) {
    store.prepareTexture(size: size, isOpaque: isOpaque)
  }

  /// Uploads the finished decodes.
  /// - Returns: the keys of the items whose picture changed.
  package func uploadFinished() -> Set<ItemKey> { store.uploadFinished() }

  /// Blocks until every decode asked for (prefetch included) has finished and been uploaded.
  package func waitUntilIdle() { store.waitUntilIdle() }

  /// What the texture cache holds: its bytes and its pictures (a replay's probe).
  package var cacheFootprint: (bytes: Int, entries: Int) {
    (store.cache.byteCount, store.cache.count)
  }

  /// The finished decodes uploaded so far (the bench).
  package var uploadCount: Int { store.uploadCount }

  /// The decodes asked for and not uploaded yet (the bench).
  package var outstandingDecodes: Int { store.outstandingDecodes }

  /// Counts the enlarged backdrops' `bytes` against the cache budget.
  package func reserveBackdrops(_ bytes: Int) { store.reserveBackdrops(bytes) }

  // MARK: Animations

  /// Shows the frame due at `now` of each animation among `visible`, whose clocks run only
  /// while `playing`.
  /// - Returns: whether one moved (a frame is due).
  package func advanceAnimations(visible: [Int], now: Double, playing: Bool) -> Bool {
    store.advanceAnimations(visible: visible.map { catalog[$0].key }, now: now, playing: playing)
  }

  /// When the next animation frame is due, in s; nil without animations.
  package func nextAnimationChange() -> Double? { store.nextAnimationChange() }

  /// The length of one loop of item `index`'s animation, in s; nil when it is still.
  package func animationDuration(ofItem index: Int) -> Double? {
    store.animationDuration(of: catalog[index])
  }

  // MARK: Clips

  /// What item `index`'s clip says of itself (length, frame rate, size) once its first frame is
  /// decoded; nil for a picture, or before (``PictureStore/clipFacts(of:)``).
  package func clipFacts(ofItem index: Int) -> ClipFacts? { store.clipFacts(of: catalog[index]) }

  /// As ``clipFacts(ofItem:)``, first waiting for the clip's first frame
  /// (``PictureStore/clipFactsWaiting(for:)``).
  package func clipFactsWaiting(forItem index: Int) -> ClipFacts? {
    store.clipFactsWaiting(for: catalog[index])
  }

  // MARK: Turns

  /// How the user turned pictures for viewing, by absolute path (``PictureStore/turns``).
  package var turns: [FilePath: PictureTurn] { store.turns }

  /// Takes the turns a previous run remembered.
  package func restore(turns: [FilePath: PictureTurn]) { store.turns = turns }

  /// How the user turned item `index` for viewing.
  package func turn(ofItem index: Int) -> PictureTurn { store.turn(of: catalog[index]) }

  /// Turns item `index` for viewing as `turn` says (`.none`: as its file shows it); it is
  /// decoded again turned, its old picture shown until then.
  package func setTurn(_ turn: PictureTurn, ofItem index: Int) {
    store.turns[catalog[index].path.absolute] = turn == .none ? nil : turn
  }

  // MARK: The overview grid's thumbnails

  /// Asks for the thumbnails of `items` (most urgent first) at `size`.
  package func requestThumbnails(ofItems items: [Int], size: ThumbnailSize) {
    store.requestThumbnails(items.map { catalog[$0] }, size: size)
  }

  /// Lets every thumbnail go (the grid closed), but item `kept`'s.
  package func releaseThumbnails(keepingItem kept: Int?) {
    store.requestThumbnails([], size: .normal, keeping: Set(kept.map { [catalog[$0].key] } ?? []))
  }

  /// What to draw in item `index`'s cell now: its thumbnail or failure when known, else
  /// `.loading`.
  package func thumbnail(forItem index: Int) -> PictureContent {
    store.thumbnail(for: catalog[index])
  }

  /// Blocks until the thumbnails of `items` are decoded and uploaded.
  package func waitForThumbnails(ofItems items: [Int]) {
    store.waitForThumbnails(of: items.map { catalog[$0] })
  }

  // MARK: A zoomed picture's detail

  /// The detail uploaded for item `index`, if any.
  package func detail(forItem index: Int) -> ZoomDetail? { store.detail(for: catalog[index]) }

  /// The part of item `index` its detail was asked for, and the detail's pixels per picture
  /// pixel; nil when no detail of it was asked for.
  package func requestedDetail(ofItem index: Int) -> (region: PictureRegion, scale: Double)? {
    guard let request = store.requestedDetail, request.item == catalog[index],
      let region = request.region, region.width > 0
    else { return nil }
    return (region, Double(request.box.width) / Double(region.width))
  }

  /// Asks for `region` of item `index` decoded to fit `box` (device pixels), replacing any
  /// detail asked for before.
  package func requestDetail(ofItem index: Int, region: PictureRegion, box: Size) {
    store.requestDetail(catalog[index], region: region, box: box)
  }

  /// Lets the detail asked for go, if any.
  package func dropDetail() {
    if store.requestedDetail != nil { store.requestDetail(nil) }
  }

  /// Bytes a detail may take now, beside the pictures of items `visible`.
  package func detailBudget(visible: [Int]) -> Int {
    store.detailBudget(visible: visible.map { catalog[$0] })
  }

  /// Blocks until the detail asked for is decoded and uploaded.
  package func waitForDetail() { store.waitForDetail() }
}
