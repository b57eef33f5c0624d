import SDLKit

/// Uploaded pictures and known failures by file, within a byte budget.
///
/// The least recently used entries are evicted first; pinned entries (the store's current plan:
/// visible pages and the neighbours that fit) never. Main thread only.
///
/// The budget counts texture pixels (4 bytes each) and a nominal cost per failure
/// (``PipelineConstants/failureEntryBytes``). Pinned
/// entries may push the total over the budget while they are pinned (a budget smaller than the
/// visible pages); the next eviction brings it back once they are released.
package final class TextureCache {
  /// One cached file.
  struct Entry {
    var content: PictureContent
    /// The box the picture was decoded for.
    var box: Size
    var byteCount: Int
    fileprivate var lastUse: Int
  }

  package let budget: Int
  private var entries: [PicturePath: Entry] = [:]
  private var clock = 0
  /// Bytes held now.
  private(set) var byteCount = 0
  /// The most bytes held after any eviction so far.
  package private(set) var peakByteCount = 0
  /// Entries evicted so far.
  package private(set) var evictionCount = 0

  /// - Parameter budget: bytes of textures to keep.
  init(budget: Int) {
    self.budget = budget
  }

  var count: Int { entries.count }

  /// The entry for `path`, marking it used.
  func entry(for path: PicturePath) -> Entry? {
    guard entries[path] != nil else { return nil }
    clock += 1
    entries[path]?.lastUse = clock
    return entries[path]
  }

  /// The entry for `path` without marking it used.
  func peek(_ path: PicturePath) -> Entry? { entries[path] }

  /// Stores `content` for `path`, replacing any entry, then evicts down to the budget.
  func insert(_ content: PictureContent, box: Size, for path: PicturePath, pinned: Set<PicturePath>)
  {
    if let old = entries[path] { byteCount -= old.byteCount }
    let bytes: Int
    switch content {
    case .picture(let texture, _): bytes = texture.byteCount
    case .failure, .loading: bytes = PipelineConstants.failureEntryBytes
    }
    clock += 1
    entries[path] = Entry(content: content, box: box, byteCount: bytes, lastUse: clock)
    byteCount += bytes
    evict(keeping: pinned.union([path]))
  }

  /// Evicts least recently used entries not in `pinned` until the total fits the budget.
  func evict(keeping pinned: Set<PicturePath>) {
    if byteCount > budget {
      let candidates = entries.filter { !pinned.contains($0.key) }.sorted {
        $0.value.lastUse < $1.value.lastUse
      }
      for (path, entry) in candidates {
        guard byteCount > budget else { break }
        entries[path] = nil
        byteCount -= entry.byteCount
        evictionCount += 1
      }
    }
    peakByteCount = max(peakByteCount, byteCount)
  }

  /// Drops every entry (a reload, or the renderer going away).
  func removeAll() {
    entries.removeAll()
    byteCount = 0
  }
}
