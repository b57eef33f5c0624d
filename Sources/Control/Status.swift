import SystemKit

/// What a running Carousel shows and how it runs: the picture, the count, the slideshow.
///
/// The `status` command answers with it, and the app publishes it to every surface that
/// subscribed (``ControlCenter/subscribe(_:)``) whenever it changes.
package struct Status: Equatable, Sendable {
  /// The picture shown, or the one a step or jump is moving to, from 1; nil without pictures.
  package var index: Int?
  /// How many pictures the carousel holds.
  package var count = 0
  /// The picture's file name, nil without pictures.
  package var name: String?
  /// The picture's whole path, from the root folder (absolute); nil without pictures.
  package var path: String?
  /// The picture's revision (0 without pictures).
  ///
  /// 0 when its file was found, one more each time a live folder saw it replaced with new
  /// content or a reload read it again: a surface that shows the picture itself (MQTT's image,
  /// the web page) makes it again when this changes.
  package var revision = 0
  /// Whether no slideshow runs.
  package var isPaused = true
  /// Seconds between slideshow pictures.
  package var interval = 0.0
  /// Whether the screen shows the carousel.
  package var display = DisplayPower.on
  /// Why the screen is on or off.
  package var displayReason = DisplayReason.standing
  /// Whether Carousel runs as a kiosk (`--kiosk`).
  package var isKiosk = false
  /// Whether the carousel goes round from the last picture to the first (false with
  /// `--no-wrap`, which stops at the ends).
  package var wraps = true
  /// How many pictures are hidden (the `hide` command), shown or not.
  package var hiddenCount = 0
  /// Whether a filter chooses the pictures shown (`--taken-after`, `--on-this-day`, ...).
  package var filter = FilterState.off
  /// The folders that hold the pictures shown, each once, in the order of their first pictures.
  ///
  /// Absolute paths, without a trailing slash. Not in ``json``: a tree of thousands of folders
  /// would make every status line as long; the MQTT surface offers them as a choice.
  package var folders: [String] = []
  /// The folder of the picture shown as ``folders`` spells it, when it is set (a folder whose
  /// name is not valid UTF-8 is spelled there so that it differs from every other).
  package var shownFolder: String?
  /// The photo server the pictures come from (`immich https://…/`, `webdav https://…/`); nil
  /// without one.
  package var source: String?
  /// When its mirror was last refreshed whole, in s from the Unix epoch (UTC); nil before.
  package var lastSync: Double?
  /// Why its last refresh failed (the server unreachable, an error, a refused version); nil
  /// when it did not.
  package var sourceError: String?
  /// What the item shown is; nil without pictures.
  package var kind: ShownKind?
  /// The clip on screen, when the item shown is a clip the carousel rests on and plays.
  package var clip: ClipState?
  /// The calendar's state (`--calendar`); nil without one.
  package var calendar: CalendarStatus?
  /// The weather's state (`--weather`); nil without it.
  package var weather: WeatherStatus?
  /// The caption drawn under the picture shown (`--caption`), its words as on screen; nil
  /// without captions, without pictures, or when the template finds nothing to say.
  package var caption: String?

  package init() {}

  /// The folder of the picture shown (its path up to the last slash; `/` for a picture at the
  /// root) as ``folders`` spells it, nil without pictures.
  package var folder: String? { shownFolder ?? path.flatMap(Self.folder(of:)) }

  /// The folder of the file at `path`: the path up to its last slash (`/` for a file at the
  /// root), nil for a path without one.
  package static func folder(of path: String) -> String? {
    guard let slash = path.lastIndex(of: "/") else { return nil }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// One JSON object, its fields in a fixed order.
  ///
  /// The fields: `index`, `count`, `name`, `path`, `paused`, `interval` (s), `display` (`"on"`
  /// or `"off"`), `display_reason` (`"default"`, `"schedule"`, `"command"` or `"wake"`),
  /// `kiosk`, `wrap`, `hidden` (a count), `filter` (`"off"`, `"on"` or `"unmatched"`),
  /// `revision` (``revision``), `source` (``source``), `last_sync` (``lastSync`` in ISO 8601,
  /// UTC) and `error` (``sourceError``), `kind` (``kind``), of the clip on screen (``clip``)
  /// `position` and `length` (s), `playing` and `muted`, then `calendar`
  /// (``CalendarStatus/json``), `weather` (``WeatherStatus/json``) and `caption`, then the
  /// clip's `volume` (percent), each null without its value; `index`, `name` and `path` are
  /// null without pictures. New fields go at the end, so readers that take fields by position
  /// keep working.
  package var json: String { json(withWall: true) }

  /// ``json``, with or without the `calendar`, `weather` and `caption` fields (MQTT's state
  /// topic leaves them out: it publishes nothing new unless asked).
  package func json(withWall: Bool) -> String {
    let fields = [
      ("index", index.map(String.init) ?? "null"), ("count", String(count)),
      ("name", name.map(JSONString.quote) ?? "null"),
      ("path", path.map(JSONString.quote) ?? "null"), ("paused", String(isPaused)),
      ("interval", JSONNumber.format(interval, decimals: 3)),
      ("display", JSONString.quote(display.rawValue)),
      ("display_reason", JSONString.quote(displayReason.rawValue)), ("kiosk", String(isKiosk)),
      ("wrap", String(wraps)), ("hidden", String(hiddenCount)),
      ("filter", JSONString.quote(filter.rawValue)), ("revision", String(revision)),
    ]
    let sync: String? = lastSync.map { CivilTime.iso($0, offset: 0) }
    let sourceFields: [(String, String)] = [
      ("source", source.map(JSONString.quote) ?? "null"),
      ("last_sync", sync.map(JSONString.quote) ?? "null"),
      ("error", sourceError.map(JSONString.quote) ?? "null"),
    ]
    let clipFields: [(String, String)] = [
      ("kind", kind.map { JSONString.quote($0.rawValue) } ?? "null"),
      ("position", clip.map { JSONNumber.format($0.position, decimals: 3) } ?? "null"),
      ("length", clip.map { JSONNumber.format($0.length, decimals: 3) } ?? "null"),
      ("playing", clip.map { String($0.isPlaying) } ?? "null"),
      ("muted", clip.map { String($0.isMuted) } ?? "null"),
    ]
    let wallFields: [(String, String)] =
      withWall
      ? [
        ("calendar", calendar?.json ?? "null"), ("weather", weather?.json ?? "null"),
        ("caption", caption.map(JSONString.quote) ?? "null"),
      ] : []
    let soundFields = [("volume", clip.map { String($0.volume) } ?? "null")]
    let all = fields + sourceFields + clipFields + wallFields + soundFields
    return "{" + all.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
  }
}

/// Whether the screen is on.
package enum DisplayPower: String, Equatable, Sendable {
  case on
  case off
}

/// Whether filters choose what the frame shows.
package enum FilterState: String, Equatable, Sendable {
  /// No filter: every picture that is not hidden.
  case off
  /// The pictures the filters let through.
  case on
  /// Filters are set but no picture passes them: every picture shows instead, and the screen
  /// says so.
  case unmatched
}
