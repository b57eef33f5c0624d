/// How a source is doing, for the status: what it is, when it last refreshed well, and why
/// the last refresh failed.
package struct SourceState: Equatable, Sendable {
  /// The source (``PhotoSource/description``).
  package var source: String
  /// When the last good refresh ended, on the runner's clock; nil before one.
  package var lastSync: Double?
  /// Why the last refresh failed; nil when it did not.
  package var error: String?
  /// Pictures the mirror holds.
  package var held = 0

  package init(source: String) {
    self.source = source
  }
}
