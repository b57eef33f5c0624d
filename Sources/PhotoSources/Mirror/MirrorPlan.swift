import PictureFiles
import SystemKit

/// What one refresh does to the mirror, decided from the source's list and the mirror's index:
/// which pictures to fetch, which files to remove, which entries stay.
///
/// The mirror holds the newest pictures (by ``SourceFacts/date``, the key breaking ties) whose
/// sizes fit in its bound: the oldest are left out first, so a full mirror never fetches a
/// picture only to evict it. A picture's size is the larger of what the source says and what
/// the mirror holds. File names come from the source's names (``MirrorName``), in the order of
/// the keys; a name taken already gets a tag from its key's MD5. A Live Photo's clip
/// (``RemotePicture/stillKey``) is held only with its still, and named after it.
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
  /// The entries whose files stay as they are, with what the source says of them now (a
  /// favourite or a description changed on the server changes no file).
  package private(set) var kept: [MirrorEntry] = []
  /// How many of ``kept`` the source now says other things of than the index held.
  package private(set) var refreshedFacts = 0

  /// The plan for `listing` against the mirror's `index`, in at most `maximumBytes`.
  package init(listing: [RemotePicture], index: [MirrorEntry], maximumBytes: Int) {
    let held = Dictionary(index.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    let names = Self.names(listing)
    let clips = Dictionary(grouping: listing.filter { $0.stillKey != nil }) { $0.stillKey ?? "" }
    var total = 0
    for picture in Self.newestFirst(listing.filter { $0.stillKey == nil }) {
      guard take(picture, as: names[picture.key], held: held[picture.key], maximumBytes, &total)
      else { continue }
      // A Live Photo's clip comes with its still, never without it.
      for clip in clips[picture.key] ?? [] {
        _ = take(clip, as: names[clip.key], held: held[clip.key], maximumBytes, &total)
      }
    }
    // A file a fetch replaces, or a kept one, stays until the fetch's rename.
    let staying = Set(fetches.map(\.name) + kept.map(\.name))
    removals = index.filter { !staying.contains($0.name) }
  }

  /// Keeps or fetches `picture` as `name` when it has one and its size fits in what is left of
  /// `maximumBytes` after `total`, which it then adds to.
  /// - Returns: whether it is taken.
  private mutating func take(
    _ picture: RemotePicture, as name: String?, held entry: MirrorEntry?, _ maximumBytes: Int,
    _ total: inout Int
  ) -> Bool {
    let size = max(picture.size ?? 0, entry?.size ?? 0)
    guard total + size <= maximumBytes, let name else { return false }
    total += size
    if var entry, entry.version == picture.version, entry.name == name {
      if entry.facts != picture.facts {
        entry.facts = picture.facts
        refreshedFacts += 1
      }
      kept.append(entry)
    } else {
      fetches.append(Fetch(picture: picture, name: name))
    }
    return true
  }

  /// `listing` newest first (undated ones last), the key breaking ties.
  private static func newestFirst(_ listing: [RemotePicture]) -> [RemotePicture] {
    listing.sorted { left, right in
      let (a, b) = (left.facts.date ?? -.infinity, right.facts.date ?? -.infinity)
      return a != b ? a > b : left.key < right.key
    }
  }

  /// Each picture's file name by key.
  ///
  /// Its sanitised name, tagged when taken by a key before it; none for a name with nothing
  /// left. A Live Photo's clip is named after its still's file (``LivePhotoPair``), and has
  /// none when that name is taken or its still has none.
  private static func names(_ listing: [RemotePicture]) -> [String: String] {
    var names: [String: String] = [:]
    var taken: Set<String> = [MirrorIndex.fileName]
    let sorted = listing.sorted(by: { $0.key < $1.key })
    for picture in sorted where picture.stillKey == nil && names[picture.key] == nil {
      guard var name = MirrorName.sanitised(picture.name) else { continue }
      if taken.contains(name) {
        let tag = MD5.hex(MD5.digest(Array(picture.key.utf8))).prefix(8)
        name = MirrorName.tagged(name, String(tag))
      }
      guard taken.insert(name).inserted else { continue }
      names[picture.key] = name
    }
    for clip in sorted where names[clip.key] == nil {
      guard let still = clip.stillKey.flatMap({ names[$0] }),
        let name = LivePhotoPair.clipNames(ofStill: still).first, taken.insert(name).inserted
      else { continue }
      names[clip.key] = name
    }
    return names
  }
}
