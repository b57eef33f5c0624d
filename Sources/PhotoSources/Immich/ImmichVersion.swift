/// An Immich server's version (`GET /api/server/version`), and which ones Carousel knows to
/// work: those whose API documents its requests and the fields it reads were checked against.
package struct ImmichVersion: Comparable, Sendable, CustomStringConvertible {
  package var major: Int
  package var minor: Int
  package var patch: Int

  package init(_ major: Int, _ minor: Int, _ patch: Int) {
    (self.major, self.minor, self.patch) = (major, minor, patch)
  }

  /// The oldest version known to work: Immich's API document 2.5.0.
  package static let oldestKnown = ImmichVersion(2, 5, 0)
  /// The newest minor release known to work (any patch of it): Immich's API document 3.1.0.
  package static let newestKnown = ImmichVersion(3, 1, 0)

  /// Whether Carousel knows this version to work: from ``oldestKnown`` to any patch of
  /// ``newestKnown``'s minor release.
  package var isKnownToWork: Bool {
    self >= Self.oldestKnown && (major, minor) <= (Self.newestKnown.major, Self.newestKnown.minor)
  }

  /// The versions known to work, in words for messages and the guide.
  package static var knownRange: String {
    "\(oldestKnown) to \(newestKnown.major).\(newestKnown.minor).x"
  }

  package var description: String { "\(major).\(minor).\(patch)" }

  package static func < (left: ImmichVersion, right: ImmichVersion) -> Bool {
    (left.major, left.minor, left.patch) < (right.major, right.minor, right.patch)
  }
}
