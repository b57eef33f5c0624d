/// What `display` asks: the screen off or on (until the schedule's next boundary), or as the
/// schedule says.
package enum DisplayRequest: String, CaseIterable, Equatable, Sendable {
  case on
  case off
  /// Back to the `--awake` schedule (on all day without one).
  case auto
}
