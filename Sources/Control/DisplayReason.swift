/// Why the display is on or off (the status's `display_reason`).
package enum DisplayReason: String, CaseIterable, Equatable, Sendable {
  /// Nothing asked otherwise: no `--awake` schedule, no `display` command (on).
  case standing = "default"
  /// The `--awake` schedule: on inside a window, off outside.
  case schedule
  /// A `display on` or `display off` command, until the schedule's next boundary.
  case command
  /// Input while asleep woke it for `--wake-for` seconds.
  case wake
}
