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
}
