import WallFeeds

// MARK: - The calendar on the wall

extension OptionTable {
  /// The calendar's options, listed after the photo server's.
  static let calendar: [OptionSpec] = [
    OptionSpec(
      "--calendar", .names(\.calendarSources), placeholder: "SOURCE", group: .calendar,
      configurable: true,
      help: "show today's and the coming days' events of an iCalendar file or of an http(s) "
        + "or webcal URL (Nextcloud, Google's secret address, a school's feed) in a corner; "
        + "a feed that fails keeps its last good copy"),
    OptionSpec(
      "--calendar-days", .integer(\.calendarDays, 1...WallConstants.maximumDays),
      placeholder: "N", group: .calendar, configurable: true,
      help: "show the events of today and the next N-1 days"),
    OptionSpec(
      "--calendar-refresh", .integer(\.calendarRefreshMinutes, 1...10_080),
      placeholder: "MINUTES", group: .calendar, configurable: true,
      help: "read the calendars again every MINUTES"),
    OptionSpec(
      "--calendar-corner", .choice(.of(\.calendarCorner)), placeholder: "CORNER",
      group: .calendar, configurable: true,
      help: "the calendar's corner (it stacks with the clock or the overlay file's lines when "
        + "they share it)"),
    OptionSpec(
      "--weather", .name(\.weatherPlace), placeholder: "LAT,LON", group: .calendar,
      configurable: true,
      help: "show the weather at LAT,LON (degrees north and east, such as 52.52,13.41) in a "
        + "corner: now, today's high and low, the next days; from Open-Meteo every 30 minutes, "
        + "the last reading kept with its age when the network goes"),
    OptionSpec(
      "--weather-ha", .name(\.weatherEntity), placeholder: "ENTITY", group: .calendar,
      configurable: true,
      help: "show the weather of a Home Assistant weather entity (weather.home) in a corner, "
        + "from the topics its MQTT statestream publishes under homeassistant/ (or the topic "
        + "prefix given, such as ha/weather/home), through --mqtt's broker; the last values kept "
        + "with their age when messages stop"),
    OptionSpec(
      "--units", .choice(.of(\.units, unset: "the locale's")), placeholder: "UNITS",
      group: .calendar, configurable: true,
      help: "temperatures in °C (metric) or °F (imperial); without it, as the locale measures "
        + "(LC_MEASUREMENT, or --language's): °F in en_US"),
    OptionSpec(
      "--weather-corner", .choice(.of(\.weatherCorner)), placeholder: "CORNER",
      group: .calendar, configurable: true, help: "the weather's corner"),
  ]
}
