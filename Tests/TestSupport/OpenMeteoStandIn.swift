import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A stand-in for Open-Meteo's forecast API on a free loopback port (python3's http.server):
/// `/v1/forecast` answers as Open-Meteo documents it (Tests/WallFeedsTests/Fixtures/
/// open-meteo-forecast.json), for Berlin on Sunday 31 March 2024 — overcast and 12.3 °C at
/// 09:00, then slight rain, then clear — in °C or, with `temperature_unit=fahrenheit`, °F; a
/// request without a required parameter gets Open-Meteo's error object with status 400.
public final class OpenMeteoStandIn {
  public let port: Int
  private var process: ToolProcess?

  static let script = """
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
    from json import dumps
    from urllib.parse import parse_qs, urlparse
    REQUIRED = ["latitude", "longitude", "current", "daily", "timezone", "forecast_days"]
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *arguments):
            pass
        def answer(self, status, body):
            data = dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
        def do_GET(self):
            url = urlparse(self.path)
            query = {k: v[0] for k, v in parse_qs(url.query).items()}
            missing = [name for name in REQUIRED if name not in query]
            if url.path != "/v1/forecast" or missing:
                self.answer(400, {"error": True, "reason": "Parameter missing: " + ",".join(missing)})
                return
            f = query.get("temperature_unit") == "fahrenheit"
            t = (lambda c: round(c * 9 / 5 + 32, 1)) if f else (lambda c: c)
            u = "°F" if f else "°C"
            days = int(query["forecast_days"])
            self.answer(200, {
                "latitude": 52.52, "longitude": 13.419998, "generationtime_ms": 0.04,
                "utc_offset_seconds": 7200, "timezone": "Europe/Berlin",
                "timezone_abbreviation": "CEST", "elevation": 38.0,
                "current_units": {"time": "iso8601", "interval": "seconds",
                                  "temperature_2m": u, "weather_code": "wmo code"},
                "current": {"time": "2024-03-31T09:00", "interval": 900,
                            "temperature_2m": t(12.3), "weather_code": 3},
                "daily_units": {"time": "iso8601", "weather_code": "wmo code",
                                "temperature_2m_max": u, "temperature_2m_min": u},
                "daily": {"time": ["2024-03-31", "2024-04-01", "2024-04-02"][:days],
                          "weather_code": [3, 61, 0][:days],
                          "temperature_2m_max": [t(14.2), t(11.0), t(17.5)][:days],
                          "temperature_2m_min": [t(5.1), t(6.3), t(4.0)][:days]}})
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    print(server.server_address[1], flush=True)
    server.serve_forever()
    """

  /// A stand-in on a free port; throws when it does not start.
  public init() throws {
    let process = try ToolProcess("python3", ["-c", Self.script])
    guard let line = process.readLine(), let port = Int(line) else {
      process.stop(SIGKILL)
      throw WaitTimeout("the Open-Meteo stand-in to say its port", seconds: 0)
    }
    self.port = port
    self.process = process
  }

  deinit {
    stop()
  }

  /// The API's URL, as Carousel's weather takes it instead of Open-Meteo's.
  public var base: String { "http://127.0.0.1:\(port)/v1/forecast" }

  /// Stops the stand-in (the network is gone); later requests are refused.
  public func stop() {
    process?.stop()
    process = nil
  }
}
