/// What one refresh did.
package struct SyncReport: Equatable, Sendable {
  /// Pictures the source listed.
  package var listed = 0
  /// Pictures fetched (new or changed), removed, and left as they were.
  package var fetched = 0
  package var removed = 0
  package var kept = 0
  /// Of the pictures kept, those whose facts changed (the index updated, no file fetched).
  package var refreshedFacts = 0
  /// Pictures the mirror holds after it.
  package var held = 0
  /// The first failure, if any: the list could not be had (nothing changed), or a picture
  /// could not (the others were fetched).
  package var failure: SourceError?

  package init() {}
}
