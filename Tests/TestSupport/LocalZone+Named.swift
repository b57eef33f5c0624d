import Foundation
import SystemKit

extension LocalZone {
  /// The zone of the tz database called `identifier` (`Europe/Berlin`), its offsets from
  /// Foundation's `TimeZone` (with ICU: the tests may link it, the app does not); nil when the
  /// database has no such zone.
  ///
  /// The app's own zone is ``LocalZone/system``, the C library's local time, which a test cannot
  /// set for one call without setting `TZ` for the whole test process.
  package static func named(_ identifier: String) -> LocalZone? {
    guard let zone = TimeZone(identifier: identifier) else { return nil }
    return LocalZone(name: identifier) { seconds in
      zone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds))
    }
  }
}
