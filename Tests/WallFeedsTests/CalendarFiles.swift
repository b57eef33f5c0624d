/// iCalendar feeds made by the tests: a daily stand-up in Berlin's zone across the change to
/// summer time (31 March 2024) with an EXDATE and one occurrence moved, an all-day holiday, a
/// floating event; and a feed that is not iCalendar.
enum CalendarFiles {
  /// 2024-03-28T00:00:00Z and 2024-04-02T00:00:00Z: the window the tests read.
  static let from: Int64 = 1_711_584_000
  static let to: Int64 = 1_711_584_000 + 5 * 86_400

  static let berlinZone = """
    BEGIN:VTIMEZONE
    TZID:Europe/Berlin
    BEGIN:DAYLIGHT
    TZOFFSETFROM:+0100
    TZOFFSETTO:+0200
    TZNAME:CEST
    DTSTART:19700329T020000
    RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
    END:DAYLIGHT
    BEGIN:STANDARD
    TZOFFSETFROM:+0200
    TZOFFSETTO:+0100
    TZNAME:CET
    DTSTART:19701025T030000
    RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
    END:STANDARD
    END:VTIMEZONE
    """

  /// The stand-up at 09:00 Berlin time every day from 1 January 2024, but not on 29 March, and
  /// at 11:00 on 1 April.
  static let standUp = """
    BEGIN:VEVENT
    UID:standup@test
    DTSTART;TZID=Europe/Berlin:20240101T090000
    DTEND;TZID=Europe/Berlin:20240101T091500
    RRULE:FREQ=DAILY
    EXDATE;TZID=Europe/Berlin:20240329T090000
    SUMMARY:Stand-up
    END:VEVENT
    BEGIN:VEVENT
    UID:standup@test
    RECURRENCE-ID;TZID=Europe/Berlin:20240401T090000
    DTSTART;TZID=Europe/Berlin:20240401T110000
    DTEND;TZID=Europe/Berlin:20240401T113000
    SUMMARY:Stand-up (moved)
    END:VEVENT
    """

  static let holiday = """
    BEGIN:VEVENT
    UID:holiday@test
    DTSTART;VALUE=DATE:20240330
    DTEND;VALUE=DATE:20240401
    SUMMARY:Easter
    END:VEVENT
    """

  static let floating = """
    BEGIN:VEVENT
    UID:tea@test
    DTSTART:20240331T150000
    DURATION:PT1H
    SUMMARY:Tea
    LOCATION:Kitchen
    END:VEVENT
    """

  /// A whole calendar of `events`, its lines ended with CRLF as RFC 5545 writes them.
  static func calendar(_ events: String...) -> [UInt8] {
    let text =
      ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Carousel tests//EN", berlinZone]
      + events + ["END:VCALENDAR", ""]
    return Array(text.joined(separator: "\n").replacingOccurrences(of: "\n", with: "\r\n").utf8)
  }

  static let notICalendar = Array("<html><body>Sign in to see this calendar</body></html>\n".utf8)
}
