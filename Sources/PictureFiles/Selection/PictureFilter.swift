import SystemKit

/// Which pictures the frame shows by their date taken: every condition set must hold
/// (`--taken-after`, `--taken-before`, `--newer-than`, `--on-this-day`).
///
/// A value. Each condition compares a picture's ``PictureDate`` with the wall-clock time it is
/// asked at, in the frame's time zone; ``nextChange(after:zone:)`` says when the answer may
/// change without the pictures changing.
package struct PictureFilter: Hashable, Sendable {
  /// `--taken-after`: taken on this day or later (on the picture's own calendar).
  package var takenFrom: CalendarDate?
  /// `--taken-before`: taken before this day.
  package var takenBefore: CalendarDate?
  /// `--newer-than`: taken less than this long before now.
  package var newerThan: AgeLimit?
  /// `--on-this-day`: taken in an earlier year on today's month and day, give or take this many
  /// days (29 February counts as 28 February in other years).
  package var onThisDay: Int?

  package init() {}

  /// Whether no condition is set: every picture passes.
  package var isEmpty: Bool {
    takenFrom == nil && takenBefore == nil && newerThan == nil && onThisDay == nil
  }

  /// Whether any condition depends on the time it is asked at.
  package var movesWithTime: Bool { newerThan != nil || onThisDay != nil }

  /// Whether a picture taken at `date` passes at wall-clock time `now` (seconds since 1970
  /// UTC) in `zone`.
  package func admits(_ date: PictureDate, now: Double, zone: LocalZone) -> Bool {
    admits(date, at: Moment(now: now, zone: zone))
  }

  /// The wall-clock time, and today's day, as every picture is compared with them.
  package struct Moment: Sendable {
    package let now: Double
    package let today: CalendarDate

    package init(now: Double, zone: LocalZone) {
      self.now = now
      let seconds = Int64(now.rounded(.down))
      today = TakenDate.modified(seconds).date(in: zone)
    }
  }

  /// Whether a picture taken at `date` passes at `moment`.
  package func admits(_ date: PictureDate, at moment: Moment) -> Bool {
    if let takenFrom, date.day < takenFrom { return false }
    if let takenBefore, date.day >= takenBefore { return false }
    if let newerThan, Double(date.instant) <= moment.now - Double(newerThan.seconds) {
      return false
    }
    if let onThisDay, !Self.isAnniversary(date.day, of: moment.today, within: onThisDay) {
      return false
    }
    return true
  }

  /// Whether `day` is within `days` of its anniversary around `today`, in a year after its own.
  static func isAnniversary(_ day: CalendarDate, of today: CalendarDate, within days: Int) -> Bool {
    (today.year - 1...today.year + 1).contains { year in
      year > day.year && abs(day.anniversary(in: year).dayNumber - today.dayNumber) <= days
    }
  }

  /// The next wall-clock time after `now` at which ``onThisDay`` gives other answers: the next
  /// midnight in `zone`; nil without it.
  package func nextMidnight(after now: Double, zone: LocalZone) -> Double? {
    guard onThisDay != nil else { return nil }
    let today = Moment(now: now, zone: zone).today
    let tomorrow = WallTime(date: CalendarDate(dayNumber: today.dayNumber + 1))
    return Double(TakenDate.written(tomorrow, offsetMinutes: nil, source: .exif).instant(in: zone))
  }

  /// The moment the picture taken at `date` stops passing ``newerThan`` (it is then exactly
  /// that old); nil without the condition.
  package func agesOut(_ date: PictureDate) -> Double? {
    newerThan.map { Double(date.instant + $0.seconds) }
  }

  /// The conditions in words, for the screen: "taken on 14 March in an earlier year".
  package func words(now: Double, zone: LocalZone) -> String {
    var parts: [String] = []
    if let onThisDay {
      let today = Moment(now: now, zone: zone).today
      let date = "\(today.day) \(Self.months[today.month - 1])"
      parts.append(
        onThisDay == 0
          ? "taken on \(date) in an earlier year"
          : "taken within \(onThisDay) day\(onThisDay == 1 ? "" : "s") of \(date) in an earlier year"
      )
    }
    if let newerThan { parts.append("taken in the last \(newerThan.words)") }
    if let takenFrom { parts.append("taken from \(takenFrom) on") }
    if let takenBefore { parts.append("taken before \(takenBefore)") }
    return parts.joined(separator: " and ")
  }

  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
}
