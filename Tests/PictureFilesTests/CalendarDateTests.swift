import Foundation
import SystemKit
import TestSupport
import Testing

@testable import PictureFiles

/// Calendar days, wall times and the dates metadata writes: day numbers against known dates and
/// Foundation's calendar, leap years, anniversaries of 29 February, and every date format read.
struct CalendarDateTests {
  @Test(arguments: [
    (1970, 1, 1, 0), (1969, 12, 31, -1), (2000, 3, 1, 11_017), (2024, 2, 29, 19_782),
    (1900, 3, 1, -25_508), (2038, 1, 19, 24_855),
  ])
  func dayNumbers(year: Int, month: Int, day: Int, number: Int) throws {
    let date = try #require(CalendarDate(year: year, month: month, day: day))
    #expect(date.dayNumber == number)
    #expect(CalendarDate(dayNumber: number) == date)
  }

  @Test("every day from 1800 to 2200 goes to its number and back, as Foundation counts them")
  func everyDayRoundTrips() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    let start = try #require(CalendarDate(year: 1800, month: 1, day: 1)).dayNumber
    let end = try #require(CalendarDate(year: 2200, month: 12, day: 31)).dayNumber
    for number in stride(from: start, through: end, by: 1) {
      let date = CalendarDate(dayNumber: number)
      #expect(date.dayNumber == number)
      guard number % 997 == 0 else { continue }
      let parts = calendar.dateComponents(
        [.year, .month, .day], from: Date(timeIntervalSince1970: Double(number) * 86_400))
      #expect([parts.year, parts.month, parts.day] == [date.year, date.month, date.day])
    }
  }

  @Test func refusesDaysThatDoNotExist() {
    #expect(CalendarDate(year: 2023, month: 2, day: 29) == nil)
    #expect(CalendarDate(year: 2100, month: 2, day: 29) == nil)
    #expect(CalendarDate(year: 2000, month: 2, day: 29) != nil)
    #expect(CalendarDate(year: 2024, month: 4, day: 31) == nil)
    #expect(CalendarDate(year: 2024, month: 13, day: 1) == nil)
    #expect(CalendarDate(iso: "2024-2-29") == nil)
    #expect(CalendarDate(iso: "2024-02-29")?.description == "2024-02-29")
    #expect(CalendarDate(iso: "２０２４-02-29") == nil)
  }

  @Test("29 February's anniversary is 28 February in a year without it")
  func leapDayAnniversary() throws {
    let leap = try #require(CalendarDate(iso: "2020-02-29"))
    #expect(leap.anniversary(in: 2023).description == "2023-02-28")
    #expect(leap.anniversary(in: 2024).description == "2024-02-29")
  }

  static let exifDates: [(text: String, offset: String?, expected: String?)] = [
    ("2019:07:04 18:30:00", "+02:00", "2019-07-04 66600 120"),
    ("2019:07:04 18:30:00", nil, "2019-07-04 66600 nil"),
    ("2019:07:04 18:30:00", "-09:30", "2019-07-04 66600 -570"),
    ("2019:07:04 18:30:00", "   :  ", "2019-07-04 66600 nil"),
    ("2019-07-04 18:30:00", nil, "2019-07-04 66600 nil"),
    ("2019:07:04", nil, "2019-07-04 0 nil"),
    ("0000:00:00 00:00:00", nil, nil), ("    :  :     :  :  ", nil, nil),
    ("2019:02:30 10:00:00", nil, nil), ("", nil, nil),
  ]

  @Test(arguments: exifDates)
  func readsExifDates(text: String, offset: String?, expected: String?) {
    #expect(MetadataDate.exif(text, offset: offset).map(Self.summary) == expected)
  }

  static let isoDates: [(text: String, expected: String?)] = [
    ("2015-05-06T07:08:09+01:00", "2015-05-06 25689 60"),
    ("2015-05-06T07:08:09.250Z", "2015-05-06 25689 0"),
    ("2015-05-06T07:08", "2015-05-06 25680 nil"), ("2015-05-06", "2015-05-06 0 nil"),
    ("2015-05-06T25:08:09", nil), ("2015:05:06", nil), ("May 2015", nil),
  ]

  @Test(arguments: isoDates)
  func readsISODates(text: String, expected: String?) {
    #expect(MetadataDate.iso(text).map(Self.summary) == expected)
  }

  static func summary(_ found: (WallTime, Int?)) -> String {
    "\(found.0.date) \(found.0.secondOfDay) \(found.1.map(String.init) ?? "nil")"
  }

  @Test("a written time without offset is the zone's clock; with one, it is exact")
  func instants() throws {
    let berlin = try #require(LocalZone.named("Europe/Berlin"))
    let summer = try #require(MetadataDate.exif("2019:07:04 18:30:00"))
    let plain = TakenDate.written(summer.0, offsetMinutes: nil, source: .exif)
    #expect(plain.instant(in: berlin) == 1_562_257_800)  // 16:30 UTC
    let offset = TakenDate.written(summer.0, offsetMinutes: -300, source: .exif)
    #expect(offset.instant(in: berlin) == 1_562_283_000)  // 23:30 UTC
    #expect(offset.date(in: berlin).description == "2019-07-04", "its own calendar's day")
    let late = TakenDate.modified(1_562_283_000)
    #expect(late.date(in: berlin).description == "2019-07-05", "01:30 in Berlin")
  }
}
