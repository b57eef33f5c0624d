import SystemKit

/// What one refresh does to the mirror, decided from the source's list and the mirror's index:
/// which pictures to fetch, which files to remove, which entries stay.
///
/// The mirror holds the newest pictures (by ``SourceFacts/date``, the key breaking ties) whose
/// sizes fit in its bound: the oldest are left out first, so a full mirror never fetches a
/// picture only to evict it. A picture's size is the larger of what the source says and what
/// the mirror holds. File names come from the source's names (``MirrorName``), in the order of
/// the keys; a name taken already gets a tag from its key's MD5.
package struct MirrorPlan: Equatable, Sendable {
  /// One picture to fetch, and its file name in the mirror.
  package struct Fetch: Equatable, Sendable {
    package var picture: RemotePicture
    package var name: String
  }

  /// The pictures to fetch: new, changed, or renamed.
  package private(set) var fetches: [Fetch] = []
  /// The entries whose files go: gone from the source, left out by the bound, or renamed.
  package private(set) var removals: [MirrorEntry] = []
  /// The entries that stay as they are.
  package private(set) var kept: [MirrorEntry] = []

  /// The plan for `listing` against the mirror's `index`, in at most `maximumBytes`.
  package init(listing: [RemotePicture], index: [MirrorEntry], maximumBytes: Int) {
    let held = Dictionary(index.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    let names = Self.names(listing)
    var total = 0
    for picture in Self.newestFirst(listing) {
      let entry = held[picture.key]
      let size = max(picture.size ?? 0, entry?.size ?? 0)
      guard total + size <= maximumBytes, let name = names[picture.key] else { continue }
      total += size
      if let entry, entry.version == picture.version, entry.name == name {
        kept.append(entry)
      } else {
        fetches.append(Fetch(picture: picture, name: name))
      }
    }
    // A file a fetch replaces, or a kept one, stays until the fetch's rename.
    let staying = Set(fetches.map(\.name) + kept.map(\.name))
    removals = index.filter { !kept.contains($0) && !staying.contains($0.name) }
  }

  /// `listing` newest first (undated ones last), the key breaking ties.
  private static func newestFirst(_ listing: [RemotePicture]) -> [RemotePicture] {
    listing.sorted { left, right in
      let (a, b) = (left.facts.date ?? -.infinity, right.facts.date ?? -.infinity)
      return a != b ? a > b : left.key < right.key
    }
  }

  /// Each picture's file name by key: its sanitised name, tagged when taken by a key before
  /// it; none for a name with nothing left.
  private static func names(_ listing: [RemotePicture]) -> [String: String] {
    var names: [String: String] = [:]
    var taken: Set<String> = [MirrorIndex.fileName]
    for picture in listing.sorted(by: { $0.key < $1.key }) where names[picture.key] == nil {
      guard var name = MirrorName.sanitised(picture.name) else { continue }
      if taken.contains(name) {
        let tag = MD5.hex(MD5.digest(Array(picture.key.utf8))).prefix(8)
        name = MirrorName.tagged(name, String(tag))
      }
      guard taken.insert(name).inserted else { continue }
      names[picture.key] = name
    }
    return names
  }
}
