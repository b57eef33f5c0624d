import HTTPTransfer
import Localization
import SystemKit

/// Fetches the forecast, on the weather's thread (``WeatherFeed``) only.
///
/// A reading that fails (no network, an error status, an answer that is not Open-Meteo's) keeps
/// the last good report with the wall time it was fetched at, and says so once on standard
/// error until a reading succeeds again.
final class WeatherReader {
  private let url: String
  private let client: FeedClient
  private let reporter: Reporter
  private var lastGood: (report: WeatherReport, wall: Double)?
  private var isFailing = false

  init(url: String, client: FeedClient, reporter: Reporter) {
    self.url = url
    self.client = client
    self.reporter = reporter
  }

  /// A reading made at the wall time `wall` (s).
  func read(atWall wall: Double) -> WeatherFeed.Reading {
    switch fetch() {
    case .success(let report):
      if isFailing { reporter.notice(localized("weather: read again")) }
      isFailing = false
      lastGood = (report, wall)
    case .failure(let failure):
      if !isFailing {
        let keeping =
          lastGood == nil ? localized("nothing to show yet") : localized("showing the last reading")
        reporter.warning(localized("weather: cannot be read: %1$s; %2$s", failure.reason, keeping))
      }
      isFailing = true
    }
    return WeatherFeed.Reading(
      report: lastGood?.report, fetchedAt: lastGood?.wall, isFailing: isFailing)
  }

  private func fetch() -> Result<WeatherReport, FeedFailure> {
    let limits = HTTPLimits(
      totalTimeout: WallConstants.weatherTimeout, maximumBytes: WallConstants.weatherBytes)
    do throws(HTTPError) {
      let response = try client.client().send(HTTPRequest(url: url, limits: limits))
      guard response.isSuccess else {
        return .failure(
          FeedFailure(
            reason: localized("the server answered with status %s", String(response.status))))
      }
      guard let report = WeatherReport(json: response.body) else {
        return .failure(FeedFailure(reason: localized("the answer is not Open-Meteo's forecast")))
      }
      return .success(report)
    } catch {
      return .failure(FeedFailure(reason: error.message))
    }
  }
}
