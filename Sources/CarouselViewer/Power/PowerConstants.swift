import SystemKit

/// The display's power: how long input wakes it and how hooks are bounded;
/// each with its unit and origin.
enum PowerConstants {
  /// How long input while asleep keeps the display on, in s (`--wake-for`'s default): five
  /// minutes, a screensaver's usual time, long enough to look at a few pictures.
  static let wakeFor = 300.0
  /// The `--wake-for` values accepted, in s: a second to a day.
  static let wakeForRange = 1.0...Double(CivilTime.secondsPerDay)
  /// How long a display hook may run before it is stopped, in s: `cec-ctl` and `ddcutil`
  /// answer within seconds; a hook stuck longer would hold the next one back.
  static let hookTimeout = 60.0
  /// How much of a failed hook's standard error its line repeats, in bytes.
  static let hookErrorBytes = 512
}
