/// One picture in the mirror: its file, which picture of the source it is, and what the
/// source said of it.
package struct MirrorEntry: Equatable, Sendable {
  /// Its file name in the mirror's folder (sanitised: ``MirrorName``).
  package var name: String
  /// The source's ``RemotePicture/key``.
  package var key: String
  /// The source's ``RemotePicture/version`` that was fetched.
  package var version: String
  /// Its file's size in bytes.
  package var size: Int
  package var facts: SourceFacts

  package init(name: String, key: String, version: String, size: Int, facts: SourceFacts) {
    self.name = name
    self.key = key
    self.version = version
    self.size = size
    self.facts = facts
  }
}
