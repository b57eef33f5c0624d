import SystemKit
import WallFeeds

/// What the on-screen display shows and how: from the options, with the mode's defaults.
package struct DisplaySettings: Equatable, Sendable {
  /// The page indicator.
  package var indicator = IndicatorStyle.dots
  /// What captions show.
  package var caption = CaptionSource.name
  /// Whether the slideshow's progress bar shows while the display does (not in a kiosk).
  package var showsProgress = true
  /// A kiosk (`--kiosk`): only the indicator and caption asked for, always on screen (no one
  /// is there to tap), and neither the info panel, the help nor the slideshow's progress.
  package var isKiosk = false
  /// The display's font, a fontconfig name or a file; nil for the shipped DejaVu Sans.
  package var fontName: String?
  /// How text slides look.
  package var textSlides = TextSlideStyle()
  /// How captions write `{date}` (strftime); nil for the locale's long date.
  package var dateFormat: String?
  /// The clock's format: nil for no clock, empty for the locale's time of day.
  package var clockFormat: String?
  package var clockPosition = Corner.bottomRight
  /// The text file whose first lines show in a corner (`--overlay-file`), or nil.
  package var overlayPath: String?
  /// The overlay file's corner.
  package var overlayPosition = Corner.topLeft
  /// The locale dates and times are written in: nil for the environment's (`LC_TIME`).
  package var localeName: String?
  /// The clock's zone as seconds east of UTC: nil for local time (tests fix it).
  package var utcOffset: Int?
  /// The calendars (`--calendar`), or nil for none.
  package var calendar: CalendarSettings?
  /// The weather (`--weather`), or nil for none.
  package var weather: WeatherSettings?
  /// The zone the calendar's days and times are in: the system's (tests give one).
  package var zone = LocalZone.system

  package init() {}

  /// The settings `options` ask for: an indicator or caption not given is the mode's default
  /// (dots and the file name; none in a kiosk).
  package init(options: Options) {
    isKiosk = options.isKiosk
    showsProgress = !isKiosk
    indicator = options.indicator ?? (isKiosk ? .none : .dots)
    caption = options.caption ?? (isKiosk ? .none : .name)
    fontName = options.fontName
    dateFormat = options.dateFormat
    localeName = options.language?.localeName
    clockFormat = options.clockFormat
    clockPosition = options.clockPosition
    overlayPath = options.overlayPath
    overlayPosition = options.overlayPosition
    if !options.calendarSources.isEmpty {
      calendar = CalendarSettings(
        sources: options.calendarSources.compactMap(CalendarSource.init), executable: nil,
        days: options.calendarDays, refreshMinutes: options.calendarRefreshMinutes,
        corner: options.calendarCorner)
    }
    let units = options.units ?? WeatherUnits(localeName: localeName)
    weather = options.weatherPlace.flatMap(WeatherPlace.init).map {
      WeatherSettings(place: $0, units: units, corner: options.weatherCorner)
    }
    if let entity = options.weatherEntity.flatMap(HomeAssistantEntity.init) {
      weather = WeatherSettings(entity: entity, units: units, corner: options.weatherCorner)
    }
    textSlides = TextSlideStyle(
      color: options.textColor, background: options.textBackground,
      fontName: options.textFontName)
  }

  /// Nothing on screen but the pages (tests of pictures, and golden frames made before the
  /// display existed).
  package static let off: DisplaySettings = {
    var settings = DisplaySettings()
    settings.indicator = .none
    settings.caption = .none
    settings.showsProgress = false
    return settings
  }()

  /// Whether the display fades after the last input (not in a kiosk).
  var autoHides: Bool { !isKiosk }
  /// Whether the info panel, the help and the slideshow's progress may show (not in a kiosk).
  var allowsPanels: Bool { !isKiosk }
}
