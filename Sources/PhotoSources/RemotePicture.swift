/// One picture a source offers: who it is, which version, and what the source says of it.
package struct RemotePicture: Equatable, Sendable {
  /// Its identity on the source, stable across refreshes (WebDAV: its path below the source's
  /// folder, decoded).
  package var key: String
  /// Where its bytes are (WebDAV: its URL).
  package var location: String
  /// Its name as the source gives it, unsanitised (the mirror makes a file name of it).
  package var name: String
  /// What changes when its content does (an ETag; else its modification time and size).
  package var version: String
  /// Its size in bytes, when the source says.
  package var size: Int?
  /// What the source says of it.
  package var facts: SourceFacts
  /// The key of the still whose Live Photo clip this is; nil for a picture or a clip alone.
  ///
  /// The mirror names such a clip after its still's file (`IMG_1.jpg` gives `IMG_1.MOV`), so
  /// that the folder shows the pair as one item, and holds it only with its still.
  package var stillKey: String?

  package init(
    key: String, location: String, name: String, version: String, size: Int? = nil,
    facts: SourceFacts = SourceFacts(), stillKey: String? = nil
  ) {
    self.key = key
    self.location = location
    self.name = name
    self.version = version
    self.size = size
    self.facts = facts
    self.stillKey = stillKey
  }
}

/// What a source says of a picture, kept in the mirror's index so that nothing is asked twice.
package struct SourceFacts: Equatable, Sendable {
  /// When it was taken, in s from the Unix epoch (UTC), when the source knows.
  package var taken: Double?
  /// When it was last changed on the source, in s from the Unix epoch.
  package var modified: Double?
  /// The album (WebDAV: the folder) it is in.
  package var album: String?
  /// Its description.
  package var description: String?
  /// Where it was taken, in words (`Annecy, France`).
  package var place: String?
  /// The people in it, by name.
  package var people: [String]
  /// Whether it is marked as a favourite.
  package var isFavorite: Bool

  package init(
    taken: Double? = nil, modified: Double? = nil, album: String? = nil,
    description: String? = nil, place: String? = nil, people: [String] = [],
    isFavorite: Bool = false
  ) {
    self.taken = taken
    self.modified = modified
    self.album = album
    self.description = description
    self.place = place
    self.people = people
    self.isFavorite = isFavorite
  }

  /// The date that orders pictures by age: taken, else modified.
  package var date: Double? { taken ?? modified }
}
