import Geometry
import PictureDecoding
import PictureFiles
import SDLKit
import SystemKit

/// Uploaded pictures and known failures by item, within a byte budget.
///
/// The least recently used entries are evicted first (a ``LeastRecentlyUsed``); pinned entries
/// (the store's current plan: visible pages and the neighbours that fit) never. Main thread
/// only.
///
/// The budget counts texture pixels (4 bytes each) and a nominal cost per failure
/// (``PipelineConstants/failureEntryBytes``). Pinned entries may push the total over the budget
/// while they are pinned (a budget smaller than the visible pages); the next eviction brings it
/// back once they are released.
package final class TextureCache {
  /// One cached item.
  package struct Entry {
    package var content: PictureContent
    /// The revision of the item's content that was decoded.
    package var revision: Int
    /// The box the picture was decoded for.
    package var box: Size
    package var byteCount: Int
    /// How the picture was turned for viewing when it was decoded.
    package var turn = PictureTurn.none
    /// The picture's backdrop (``Backdrop``), uploaded with it; counted in ``byteCount``.
    package var backdrop: Texture?
  }

  package let budget: Int
  private var entries: LeastRecentlyUsed<ItemKey, Entry>
  /// Bytes held now.
  package var byteCount: Int { entries.totalCost }
  /// Memory held outside the entries that counts against the budget.
  package enum Reservation: Hashable, Sendable {
    /// A zoomed picture's sharper detail (``PictureStore``).
    case zoomDetail
    /// The visible pages' backdrops, enlarged to their size for drawing.
    case backdrops
    /// The overview grid's thumbnails, held in a cache of their own.
    case thumbnails
    /// In the thumbnails' cache: the pictures and all they reserve.
    case pictures
  }

  private var reservations: [Reservation: Int] = [:]
  /// Bytes held outside the entries that count against the budget (``Reservation``).
  package var reservedBytes: Int { reservations.values.reduce(0, +) }
  /// The most bytes held after any eviction so far.
  package private(set) var peakByteCount = 0
  /// Entries evicted so far.
  package private(set) var evictionCount = 0

  /// - Parameter budget: bytes of textures to keep.
  package init(budget: Int) {
    self.budget = budget
    entries = LeastRecentlyUsed(budget: budget)
  }

  package var count: Int { entries.count }

  /// The entry for `key`, marking it used.
  package func entry(for key: ItemKey) -> Entry? { entries.value(for: key) }

  /// The entry for `key` without marking it used.
  package func peek(_ key: ItemKey) -> Entry? { entries.peek(key) }

  /// Stores `content` decoded from `revision` of the item for `key`, replacing any entry, then
  /// evicts down to the budget.
  ///
  /// - Parameters:
  ///   - extraBytes: memory the entry holds besides its texture (an animation's frames),
  ///     counted in the budget.
  ///   - backdrop: the picture's backdrop, counted in the budget too.
  package func insert(
    _ content: PictureContent, revision: Int, box: Size, for key: ItemKey, pinned: Set<ItemKey>,
    extraBytes: Int = 0, turn: PictureTurn = .none, backdrop: Texture? = nil
  ) {
    let bytes: Int
    switch content {
    case .picture(let texture, _):
      bytes = texture.byteCount + extraBytes + (backdrop?.byteCount ?? 0)
    case .text(let slide):
      bytes =
        PipelineConstants.failureEntryBytes + slide.title.utf8.count
        + slide.body.reduce(0) { $0 + $1.utf8.count }
    case .failure, .loading: bytes = PipelineConstants.failureEntryBytes
    }
    prepareEviction(keeping: pinned)
    let evicted = entries.insert(
      Entry(
        content: content, revision: revision, box: box, byteCount: bytes, turn: turn,
        backdrop: backdrop),
      cost: bytes,
      for: key)
    recordEviction(of: evicted.count)
  }

  /// Counts `bytes` held outside the entries for `reservation` against the budget (replacing
  /// what it held before); the caller evicts.
  package func reserve(_ bytes: Int, for reservation: Reservation) {
    reservations[reservation] = bytes
  }

  /// The bytes reserved for `reservation` now.
  package func reserved(for reservation: Reservation) -> Int { reservations[reservation] ?? 0 }

  /// Drops the entry for `key`, if any (its item was removed, replaced or renamed).
  package func forget(_ key: ItemKey) {
    entries.removeValue(for: key)
  }

  /// Evicts least recently used entries not in `pinned` until the total fits the budget.
  package func evict(keeping pinned: Set<ItemKey>) {
    prepareEviction(keeping: pinned)
    recordEviction(of: entries.evictToBudget().count)
  }

  /// Evicts entries not in `pinned` until the total is at most `bytes` (the grid's thumbnails
  /// when it closes), then keeps to the budget again.
  package func evict(keeping pinned: Set<ItemKey>, toBytes bytes: Int) {
    entries.pinned = pinned
    entries.budget = bytes
    recordEviction(of: entries.evictToBudget().count)
    prepareEviction(keeping: pinned)
  }

  /// The budget left beside the reserved bytes, and the entries it may not evict.
  private func prepareEviction(keeping pinned: Set<ItemKey>) {
    entries.budget = budget - reservedBytes
    entries.pinned = pinned
  }

  private func recordEviction(of count: Int) {
    evictionCount += count
    peakByteCount = max(peakByteCount, byteCount + reservedBytes)
  }
}
