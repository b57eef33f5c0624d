import PictureFiles
import SystemKit

/// What the source says of each picture of one mirror, by its file, for the captions: read
/// again from the mirror's index after each refresh (``load()``), so that a favourite or a
/// description changed on the server shows without the file changing.
///
/// Loaded on the source's thread, read on the main thread; the lock makes that safe.
package final class MirrorFacts: Sendable {
  /// The mirror whose index is read.
  package let mirror: Mirror
  private let folder: FilePath
  private let byName: Locked<[String: SourceFacts]>

  package init(mirror: Mirror) {
    self.mirror = mirror
    folder = FilePath(mirror.folder)
    byName = Locked([:])
  }

  /// Reads the mirror's index again (its entries whose files are there).
  package func load() {
    let entries = mirror.index()
    let facts = Dictionary(entries.map { ($0.name, $0.facts) }) { first, _ in first }
    byName.withLock { $0 = facts }
  }

  /// The facts of the picture at `path`, when it is a file of the mirror's folder (directly)
  /// its index knows; nil otherwise.
  package func facts(of path: FilePath) -> SourceFacts? {
    guard path.isInside(folder, directly: true) else { return nil }
    let name = path.displayName
    return byName.withLock { $0[name] }
  }
}
