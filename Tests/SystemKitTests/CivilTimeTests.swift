import Testing

@testable import SystemKit

/// Civil dates and ISO 8601 instants without a calendar library: day numbers, weekdays, and
/// instants written and read with their offsets.
@Suite("Civil time")
struct CivilTimeTests {
  @Test func daysAndWeekdays() {
    #expect(CivilTime.day(year: 1970, month: 1, day: 1) == 0)
    #expect(CivilTime.day(year: 2024, month: 3, day: 31) == 19_813)
    #expect(CivilTime.date(ofDay: 19_813) == (2024, 3, 31))
    #expect(CivilTime.date(ofDay: -1) == (1969, 12, 31))
    #expect(CivilTime.weekday(ofDay: 0) == 3, "1970-01-01 was a Thursday")
    #expect(CivilTime.weekday(ofDay: 19_813) == 6, "2024-03-31 was a Sunday")
    for day in stride(from: -800_000, to: 800_000, by: 997) {
      let date = CivilTime.date(ofDay: day)
      #expect(CivilTime.day(year: date.year, month: date.month, day: date.day) == day)
    }
  }

  @Test func instantsWrittenWithTheirOffset() {
    #expect(CivilTime.iso(1_711_846_800, offset: 7200) == "2024-03-31T03:00:00+02:00")
    #expect(CivilTime.iso(1_711_846_800, offset: 0) == "2024-03-31T01:00:00Z")
    #expect(CivilTime.iso(1_711_846_800.25, offset: -18_000) == "2024-03-30T20:00:00.250-05:00")
  }

  @Test func instantsRead() {
    #expect(CivilTime.seconds(iso: "2024-03-31T03:00:00+02:00") == 1_711_846_800)
    #expect(CivilTime.seconds(iso: "2024-03-31T01:00:00Z") == 1_711_846_800)
    #expect(CivilTime.seconds(iso: "2024-06-01T12:00:01.700Z") == 1_717_243_201.7)
    for bad in [
      "", "2024-03-31", "2024-03-31T03:00:00", "2024-13-01T00:00:00Z", "2024-03-31T24:00:00Z",
      "2024-03-31T03:00:00+2:00", "2024-03-31T03:00:00.Z", "x024-03-31T03:00:00Z",
    ] {
      #expect(CivilTime.seconds(iso: bad) == nil, "\(bad)")
    }
  }

  @Test func leapYearsAndMonthLengths() {
    #expect(CivilTime.isLeap(2024) && CivilTime.isLeap(2000))
    #expect(!CivilTime.isLeap(2023) && !CivilTime.isLeap(1900) && !CivilTime.isLeap(2100))
    #expect(CivilTime.length(ofMonth: 2, in: 2024) == 29)
    #expect(CivilTime.length(ofMonth: 2, in: 2100) == 28)
    #expect(CivilTime.length(ofMonth: 4, in: 2024) == 30)
    #expect(CivilTime.exists(year: 2024, month: 2, day: 29))
    #expect(!CivilTime.exists(year: 2023, month: 2, day: 29))
    #expect(!CivilTime.exists(year: 2024, month: 13, day: 1))
    #expect(!CivilTime.exists(year: 2024, month: 1, day: 0))
  }

  @Test("seconds split into a day and its second, rounding down before 1970")
  func daysOfSeconds() {
    #expect(CivilTime.day(containing: 0) == (0, 0))
    #expect(CivilTime.day(containing: 86_399) == (0, 86_399))
    #expect(CivilTime.day(containing: 86_400) == (1, 0))
    #expect(CivilTime.day(containing: -1) == (-1, 86_399))
    #expect(CivilTime.day(containing: -86_400) == (-1, 0))
    for seconds: Int64 in [-1_000_000_007, -86_401, 0, 1_711_846_800, 4_102_444_799] {
      let (day, second) = CivilTime.day(containing: seconds)
      #expect(CivilTime.seconds(day: day, second: second) == seconds)
    }
  }

  @Test("an instant names a day of the calendar: 31 February is no instant")
  func instantsOfDaysThatDoNotExist() {
    #expect(CivilTime.seconds(iso: "2024-02-31T00:00:00Z") == nil)
    #expect(CivilTime.seconds(iso: "2024-02-29T00:00:00Z") == 1_709_164_800)
  }
}
