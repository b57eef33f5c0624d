import Testing

@testable import SystemKit

/// The one ISO 8601 reader: which parts a text writes, the calendar's days only, and the one
/// reader of zone offsets.
struct ISOTimestampTests {
  static let texts: [(text: String, expected: String?)] = [
    ("2015-05-06", "2015-05-06 nil false 0.0 absent"),
    ("2015-05-06T07:08", "2015-05-06 25680 false 0.0 absent"),
    ("2015-05-06 07:08:09", "2015-05-06 25689 true 0.0 absent"),
    ("2015-05-06T07:08:09.25Z", "2015-05-06 25689 true 0.25 offset(0)"),
    ("2015-05-06T07:08:09.1234567891+01:00", "2015-05-06 25689 true 0.123456789 offset(3600)"),
    ("2015-05-06T07:08:09-0930", "2015-05-06 25689 true 0.0 offset(-34200)"),
    ("2015-05-06T23:59:60Z", "2015-05-06 86399 true 0.0 offset(0)"),
    ("2015-05-06T07:08:09 +01:00", "2015-05-06 25689 true 0.0 unreadable"),
    ("2015-05-06T07:08:09+1:00", "2015-05-06 25689 true 0.0 unreadable"),
    ("2015-05-06T07:08:09.", nil), ("2015-05-06T24:00", nil), ("2015-05-06T07:60", nil),
    ("2015-05-06T07", nil), ("2015-05-06X07:08", nil), ("2015-02-29", nil),
    ("2015-5-06", nil), ("2015:05:06", nil), ("２０１５-05-06", nil), ("", nil),
  ]

  @Test(arguments: texts)
  func reads(text: String, expected: String?) {
    #expect(ISOTimestamp(text).map(Self.summary) == expected)
  }

  static func summary(_ stamp: ISOTimestamp) -> String {
    let second = stamp.secondOfDay.map(String.init) ?? "nil"
    let date = "\(stamp.year)-0\(stamp.month)-0\(stamp.day)"
    return "\(date) \(second) \(stamp.hasSeconds) \(stamp.fraction) \(stamp.zone)"
  }

  @Test func zoneOffsets() {
    let cases: [(String, Int?)] = [
      ("Z", 0), ("+02:00", 7200), ("-09:30", -34_200), ("+0545", 20_700), ("+23:59", 86_340),
      ("+24:00", nil), ("+02:60", nil), ("+2:00", nil), ("02:00", nil), ("z", nil), ("", nil),
      ("   :  ", nil), ("+02:00 ", nil),
    ]
    for (text, seconds) in cases {
      #expect(ISOTimestamp.zoneOffset(Array(text.utf8)[...]) == seconds, "\(text)")
    }
  }
}
