import PictureFiles
import SystemKit

/// The metadata of the items the display shows (captions from sidecars or Exif, the info
/// panel), read in the background by a ``MetadataQueue`` and kept for the items near the current
/// one.
///
/// Holds at most ``capacity`` items; the least recently used go first. Main thread only.
final class MetadataBook {
  /// Items whose metadata is kept: far more than are ever on screen or near it.
  static let capacity = 256

  private struct Entry {
    var revision: Int
    var metadata: ItemMetadata
  }

  private let queue: MetadataQueue<ItemMetadata>
  /// Each entry costs 1: the budget is the capacity.
  private var entries = LeastRecentlyUsed<ItemKey, Entry>(budget: MetadataBook.capacity)

  /// - Parameters:
  ///   - codecs: what reads the facts only a codec can (the app's decoder processes).
  ///   - notify: called from the reading thread after each item (the app posts to its inbox).
  init(stop: StopSignal, codecs: any CodecFactsReader, notify: @escaping @Sendable () -> Void) {
    queue = MetadataQueue(
      stop: stop, read: { ItemMetadata.read($0, codecs: codecs) }, notify: notify)
  }

  deinit {
    queue.shutdown()
  }

  /// The metadata of `item` at its revision, or nil while it is being read.
  func metadata(for item: CarouselItem) -> ItemMetadata? {
    guard let entry = entries.peek(item.key), entry.revision == item.revision else { return nil }
    entries.touch(item.key)
    return entry.metadata
  }

  /// Asks for the metadata of those of `items` not known at their revision, most urgent first.
  func request(_ items: [CarouselItem]) {
    let unknown = items.filter { entries.peek($0.key)?.revision != $0.revision }
    if !unknown.isEmpty { queue.request(unknown) }
  }

  /// Takes what the queue read.
  /// - Returns: the keys whose metadata arrived.
  @discardableResult
  func takeFinished() -> Set<ItemKey> {
    var arrived: Set<ItemKey> = []
    for (item, metadata) in queue.takeFinished() {
      insert(metadata, for: item)
      arrived.insert(item.key)
    }
    return arrived
  }

  /// Keeps `metadata` as that of `item` at its revision.
  func insert(_ metadata: ItemMetadata, for item: CarouselItem) {
    entries.insert(Entry(revision: item.revision, metadata: metadata), cost: 1, for: item.key)
  }

  /// Blocks until every requested item is read, then takes them (headless frames).
  func waitUntilRead() {
    queue.waitUntilIdle()
    takeFinished()
  }
}
