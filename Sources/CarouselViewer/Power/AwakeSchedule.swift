/// The hours the display is on (`--awake`), in local time: windows on days of the week, such as
/// `mon-fri 06:30-22:00, sat,sun 08:00-23:30`.
///
/// A window may cross midnight (`fri 22:00-02:00` ends on Saturday morning) and end at 24:00;
/// windows that overlap or touch join. Its boundaries in time come from ``intervals(around:in:)``
/// (`AwakeSchedule+Boundaries`), which places each window on the local calendar of a time zone,
/// so they follow daylight-saving changes exactly.
package struct AwakeSchedule: Equatable, Sendable {
  /// One window: on the days it names, from ``start`` to ``end``.
  package struct Window: Equatable, Sendable {
    /// The days the window starts on, 0 being Monday.
    package var days: Set<Int>
    /// When it starts, in seconds after local midnight, 0 to 86,399.
    package var start: Int
    /// When it ends, in seconds after local midnight, 1 to 86,400.
    ///
    /// At or before ``start``, it ends on the next day.
    package var end: Int

    /// Whether the window ends on the day after it starts.
    var crossesMidnight: Bool { end <= start }
  }

  /// The windows, in the order written.
  package var windows: [Window]

  /// Day names as written, Monday first.
  static let dayNames = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]

  /// The form a spec takes, for messages.
  static let form =
    "days and windows such as 'mon-fri 06:30-22:00, sat,sun 08:00-23:30' (days mon to sun, "
    + "ranges such as fri-mon, lists such as sat,sun, none for every day; times HH:MM or "
    + "HH:MM:SS to 24:00; a window may cross midnight, as 22:00-02:00)"
}
