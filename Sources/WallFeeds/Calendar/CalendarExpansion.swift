import CICal
import SystemKit

/// A feed's occurrences in a window, read with libical (`CICal`): in the calendar worker
/// process alone, never in the viewer (``CalendarWorker``).
enum CalendarExpansion {
  /// The occurrences of `bytes` (an iCalendar stream) that may overlap `window` (a day's margin
  /// each way for floating and all-day times, which the viewer places in its zone), at most
  /// ``WallConstants/maximumOccurrences``; a failure with the reason when `bytes` are not
  /// iCalendar or libical cannot be loaded.
  static func expand(_ bytes: [UInt8], window: CalendarWindow) -> CalendarAnswer {
    var text = bytes
    text.append(0)
    final class Collected {
      var occurrences: [CalendarOccurrence] = []
    }
    let collected = Collected()
    var error = [CChar](repeating: 0, count: 256)
    let count = text.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { characters in
        withExtendedLifetime(collected) {
          carousel_ical_expand(
            characters.baseAddress, bytes.count, window.from, window.to,
            Int64(CivilTime.secondsPerDay), WallConstants.maximumRuleSteps,
            { occurrence, context in
              guard let occurrence, let context else { return 0 }
              let collected = Unmanaged<Collected>.fromOpaque(context).takeUnretainedValue()
              collected.occurrences.append(CalendarExpansion.occurrence(occurrence.pointee))
              return collected.occurrences.count < WallConstants.maximumOccurrences ? 1 : 0
            }, Unmanaged.passUnretained(collected).toOpaque(), &error, error.count)
        }
      }
    }
    guard count >= 0 else {
      return .failed(String(decoding: error.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self))
    }
    return .read(collected.occurrences)
  }

  /// The occurrence libical's reading names.
  private static func occurrence(_ found: carousel_ical_occurrence) -> CalendarOccurrence {
    let timing: CalendarOccurrence.Timing =
      switch found.kind {
      case CAROUSEL_ICAL_ALL_DAY: .allDay
      case CAROUSEL_ICAL_FLOATING: .floating
      default: .instant
      }
    return CalendarOccurrence(
      timing: timing, start: found.start, end: found.end,
      title: found.summary.map { String(cString: $0) } ?? "",
      location: found.location.map { String(cString: $0) } ?? "")
  }
}
