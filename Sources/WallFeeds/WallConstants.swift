/// The calendar's and the weather's tuning, in one table: each bound with its unit and why it is what it is.
package enum WallConstants {
  /// Bytes of one calendar feed at most: a school's or a family's calendar with years of
  /// history is a few MB; a larger one (a 50 MB feed) is refused and the last good copy kept.
  package static let feedBytes = 16 * 1_048_576
  /// Seconds one feed's download may take at most.
  package static let feedTimeout = 60.0
  /// Minutes between a feed's refreshes by default (`--calendar-refresh`).
  package static let defaultRefreshMinutes = 15
  /// Days shown by default: today and the next two (`--calendar-days`).
  package static let defaultDays = 3
  /// Days shown at most.
  package static let maximumDays = 31
  /// Occurrences kept from one feed's window at most (the agenda shows a dozen).
  package static let maximumOccurrences = 2000
  /// Steps one recurrence rule is followed at most, in the worker: a minutely rule over years.
  package static let maximumRuleSteps = 500_000
  /// CPU seconds the calendar worker may use (`RLIMIT_CPU`): a feed far beyond any real one
  /// parses in well under one; the kernel ends a worker that spins.
  package static let workerCPUSeconds = 10
  /// Bytes the worker's address space may grow by (`RLIMIT_AS`): libical's tree of a feed at
  /// ``feedBytes`` takes a few times its size.
  package static let workerAddressSpace = 512 * 1_048_576
  /// Bytes of the worker's answer read at most (``maximumOccurrences`` lines of a few hundred).
  package static let workerOutputBytes = 4 * 1_048_576
  /// Characters of an event's title and place kept.
  package static let textCharacters = 120

  // MARK: The weather

  /// Open-Meteo's forecast API (no key): the weather's one server.
  package static let openMeteoForecast = "https://api.open-meteo.com/v1/forecast"
  /// Minutes between two readings of the weather: Open-Meteo's models update hourly at most.
  package static let weatherRefreshMinutes = 30
  /// Days of the forecast shown: today and the next two.
  package static let weatherDays = 3
  /// Bytes of Open-Meteo's answer at most: three days of four fields are about 1 KB.
  package static let weatherBytes = 256 * 1024
  /// Seconds one weather request may take at most.
  package static let weatherTimeout = 30.0
  /// A reading older than this many seconds shows its age (two readings missed).
  package static let weatherStaleSeconds = 3600.0
  /// Bytes of one Home Assistant statestream message at most (`--weather-ha`): a week's daily
  /// forecast is about 2 KB; a larger message is refused and the last good value kept.
  package static let homeAssistantBytes = 64 * 1024
}
