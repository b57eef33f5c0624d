import Testing

@testable import SystemKit

/// Dates and times as the C library's locales write them (Debian's `locales-all`, which
/// scripts/install-deps installs): the default clock and the long date in two locales, the
/// seconds taken out of a locale's time, and a fixed instant in a fixed zone.
struct TimeWriterTests {
  /// Sunday 12 May 2024, 14:05:09 UTC.
  static let wall = 1_715_522_709.0

  @Test(
    "the clock's default: the locale's time of day without seconds",
    arguments: [
      ("en_US.UTF-8", "%-I:%M %p", "2:05 PM"), ("de_DE.UTF-8", "%H:%M", "14:05"),
      ("ja_JP.UTF-8", "%H時%M分", "14時05分"), ("C", "%H:%M", "14:05"),
    ])
  func clockDefault(locale: String, format: String, shown: String) {
    let writer = TimeWriter(localeName: locale)
    #expect(writer.timeOfDayFormat == format)
    #expect(writer.write(writer.timeOfDayFormat, wall: Self.wall, utcOffset: 0) == shown)
  }

  @Test(
    "the long date: the short date's order with the month's name",
    arguments: [
      ("en_US.UTF-8", "May 12, 2024"), ("de_DE.UTF-8", "12. Mai 2024"),
      ("fr_FR.UTF-8", "12 mai 2024"), ("en_GB.UTF-8", "12 May 2024"),
      ("ja_JP.UTF-8", "2024年5月12日"), ("C", "May 12, 2024"),
    ])
  func longDate(locale: String, shown: String) {
    let writer = TimeWriter(localeName: locale)
    let moment = TimeWriter.Moment(year: 2024, month: 5, day: 12, hour: 14, minute: 5)
    #expect(writer.write(writer.longDateFormat, moment) == shown)
  }

  @Test("a moment knows its weekday; a wall time its zone")
  func weekdaysAndZones() {
    let german = TimeWriter(localeName: "de_DE.UTF-8")
    #expect(
      german.write("%A, %d. %B", TimeWriter.Moment(year: 2024, month: 5, day: 12))
        == "Sonntag, 12. Mai")
    #expect(german.write("%H:%M", wall: Self.wall, utcOffset: 7_200) == "16:05")
    #expect(german.write("%H:%M:%S", wall: Self.wall, utcOffset: -3_600) == "13:05:09")
  }

  @Test("a locale that is not installed writes as the C locale; an empty format writes nothing")
  func missingLocale() {
    let writer = TimeWriter(localeName: "xx_XX.UTF-8")
    #expect(writer.write("%B", TimeWriter.Moment(year: 2024, month: 5, day: 12)) == "May")
    #expect(writer.write("", wall: Self.wall, utcOffset: 0) == "")
  }

  @Test(
    "seconds taken out of a time, with their separator or their letters",
    arguments: [
      ("%H:%M:%S", "%H:%M"), ("%I:%M:%S %p", "%I:%M %p"), ("%H時%M分%S秒", "%H時%M分"),
      ("%H시 %M분 %S초", "%H시 %M분"), ("%H.%M.%S", "%H.%M"),
    ])
  func secondsTakenOut(format: String, without: String) {
    #expect(TimeWriter.withoutSeconds(format) == without)
    #expect(TimeWriter.showsSeconds(format) && !TimeWriter.showsSeconds(without))
  }
}
