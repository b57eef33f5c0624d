import Control
import FoundationEssentials
import HTTPSurface
import MQTTSurface

/// The manual page `carousel-remote(7)`, in roff: the commands, status, HTTP API and topics.
///
/// The command set every surface speaks, the status, the HTTP API, the MQTT topics and the media
/// controls. The commands, the status's
/// fields, the endpoints and the topics are read from the code that serves them, each with
/// its meaning here, so a test fails when one has none; `packaging/carousel-remote.7` holds
/// the page, kept equal by `PackagingFileTests`.
package enum RemoteManPage {
  /// The whole page.
  package static var text: String {
    var lines = [
      ManPage.header(name: "CAROUSEL-REMOTE", section: 7, title: "Miscellaneous"),
      ".SH NAME",
      #"carousel\-remote \- steering a running carousel: commands, status, HTTP API, MQTT"#,
      ".SH DESCRIPTION",
    ]
    lines += ManPage.paragraphs(description)
    lines += section("COMMANDS", commandsIntroduction, commands)
    lines += section("STATUS", statusIntroduction, statusFields)
    lines += section("SIGNALS", "", signals)
    lines += section("HTTP API", httpIntroduction, endpoints)
    lines += section("MQTT", mqttIntroduction, topics)
    lines += section("MEDIA CONTROLS", mprisIntroduction, [])
    lines += [".SH EXAMPLES"] + ManPage.example(examples)
    lines += [".SH SEE ALSO", #"\fBcarousel\fR(1), \fBcarousel.conf\fR(5), \fBplayerctl\fR(1)"#]
    return lines.joined(separator: "\n") + "\n"
  }

  /// A section: its introduction, then each tag with its meaning.
  private static func section(_ title: String, _ introduction: String, _ items: [Item])
    -> [String]
  {
    var lines = [".SH " + title]
    if !introduction.isEmpty { lines += ManPage.paragraphs(introduction) }
    for item in items {
      lines += [
        ".TP", #"\fB"# + ManPage.escaped(item.tag) + #"\fR"#, ManPage.escaped(item.meaning),
      ]
    }
    return lines
  }

  /// A tag (a command, a field, a path, a topic) and what it means.
  typealias Item = (tag: String, meaning: String)

  /// The commands as ``ControlCommand/synopsis`` spells them, each with its meaning.
  static var commands: [Item] {
    ControlCommand.synopsis.components(separatedBy: ", ").map { command in
      let word = String(command.prefix { $0 != " " })
      return (command, commandMeanings[word] ?? "")
    }
  }

  private static let commandMeanings: [String: String] = [
    "next": "one picture on, as the arrow keys do",
    "previous": "one picture back",
    "goto": "show picture N (1 is the first, -1 the last), or the first picture whose file "
      + "name, or else whole path, is NAME, or else the first picture in the folder whose whole "
      + "path is NAME",
    "pause": "stop the slideshow, and pause the clip on screen",
    "play": "play the clip on screen when it is paused or ended (a slideshow that runs goes on "
      + "after it); else start the slideshow (at the slideshow's interval, else 5 s)",
    "seek": "move the clip on screen to SECONDS after its start, or +SECONDS on or -SECONDS back "
      + "from where it is (decimals allowed), playing on if it played; an error without a clip",
    "mute": "turn clips' sound off: the clip on screen and those after it (as the m key)",
    "unmute": "turn clips' sound on (heard with --videos sound)",
    "volume": "how loud clips play when not muted, in whole percent of their own loudness, 0 to "
      + "100",
    "display": "the display on or off until the awake schedule's next boundary (for good "
      + "without a schedule), or back to the schedule",
    "reload": "read the folders, the file list and the config file again, as SIGHUP does; "
      + "answered once the new list is in",
    "status": "answer with the status, one JSON line (below)",
    "raise": "bring the window to the front, where the window manager lets a program do so",
    "hide": "take the picture shown out of the frame (listed in the state file; nothing is "
      + "changed on disk); the next one shows",
    "unhide": "bring the hidden picture whose whole path, or else file name, is NAME back",
    "quit": "quit, as the exit chord does",
  ]

  /// The status's fields, in the order it writes them (read from its JSON), each with its
  /// meaning.
  static var statusFields: [Item] {
    jsonKeys(Status().json).map { ($0, statusMeanings[$0] ?? "") }
  }

  /// The keys of a flat JSON object, in order.
  static func jsonKeys(_ json: String) -> [String] {
    let parts = json.components(separatedBy: "\"")
    return parts.indices.compactMap { index in
      index % 2 == 1 && index + 1 < parts.count && parts[index + 1].hasPrefix(":")
        ? parts[index] : nil
    }
  }

  private static let statusMeanings: [String: String] = [
    "index": "the picture shown, from 1, or the one a step or goto is moving to; null with none",
    "count": "how many pictures there are, hidden and filtered ones left out",
    "name": "the picture's file name",
    "path": "the picture's whole path",
    "paused": "true when no slideshow runs",
    "interval": "the slideshow's interval, in seconds",
    "display": "on while the screen shows the carousel, off while it sleeps",
    "display_reason": "why: default (no schedule, no command), schedule, command or wake",
    "kiosk": "whether it runs as a kiosk",
    "wrap": "false with --no-wrap",
    "hidden": "how many pictures are hidden",
    "filter": "off without filters by date, on while they choose the pictures, unmatched when "
      + "no picture passes them and all are shown instead",
    "revision": "goes up by one each time the picture's file is replaced in a live folder or "
      + "read again by a reload, so a client showing the picture knows to fetch it again",
    "source": "the photo server the pictures come from (--immich, --webdav), null without one",
    "last_sync": "when its mirror was last refreshed whole (ISO 8601, UTC), null before",
    "error": "why its last refresh failed (the mirror is shown as it is), null when it did not",
    "kind": "what the item shown is: picture (a Live or Motion Photo too), clip or text",
    "position": "where the clip on screen is, in seconds from its start: at that moment in the "
      + "answer to status, at its latest play, pause, seek or end in a status sent to "
      + "subscribers (count on from there while playing); null without a clip playing on screen",
    "length": "the clip's length, in seconds; null without one",
    "playing": "whether the clip plays (false when paused or ended); null without one",
    "muted": "whether clips' sound is off (--videos muted starts so, the m key and mute and "
      + "unmute change it); null without a clip",
    "calendar": "with --calendar: events (how many the days shown hold), failing (the feeds "
      + "showing a last good copy or nothing) and last_read (when the feeds were last read, "
      + "ISO 8601, UTC); null without a calendar",
    "weather": "with --weather: temperature (now, in unit), unit, fetched_at (when the last good "
      + "report came, ISO 8601, UTC), each null before one, and failing (true while readings "
      + "fail and the last good one is shown); null without the weather",
    "caption": "the caption under the picture shown (--caption), as drawn; null without "
      + "captions or when it says nothing",
    "volume": "how loud the clip plays when not muted, in percent (the volume command, MPRIS's "
      + "Volume); null without a clip",
  ]

  static let signals: [Item] = [
    ("SIGUSR1", "next picture"),
    ("SIGUSR2", "previous picture"),
    ("SIGHUP", "reload, as the reload command"),
    ("SIGTERM, SIGINT", "quit; a recording or trace being written is completed"),
  ]

  /// Every path the web server answers, with its methods and meaning.
  static var endpoints: [Item] {
    Endpoint.allCases.map { endpoint in
      let (methods, meaning) = endpointMeanings[endpoint.rawValue] ?? ("", "")
      return (methods + " " + endpoint.rawValue, meaning)
    }
  }

  private static let endpointMeanings: [String: (String, String)] = [
    "/": ("GET", "the page, for a phone's browser"),
    "/api/status": ("GET", "the status"),
    "/api/command": (
      "POST",
      #"a command as JSON, {"command":"next"} or {"command":"goto","target":3}; "#
        + #"answers {"ok":true}, or the status for status"#
    ),
    "/api/events": ("GET", "Server-Sent Events: the status at once, then one data: line a change"),
    "/api/current": ("GET", "the picture shown as a JPEG of at most 1280 px on its long side"),
    "/api/upload": (
      "GET, POST",
      "GET: whether uploads are on and their limits; POST: multipart/form-data "
        + "parts named file, each taken into --upload-dir or refused with why"
    ),
    "/api/login": ("POST", #"{"password":"..."}: a session cookie"#),
    "/api/logout": ("POST", "ends the session"),
  ]

  /// The frame's topics, as a frame called NAME has them, with whether each is retained.
  static var topics: [Item] {
    let topics = MQTTTopics(name: "name")
    let named: [(String, String)] = [
      (topics.state, "retained: the status as JSON"),
      (topics.picture, "retained: the name of the picture shown"),
      (topics.slideshow, "retained: on while the slideshow runs, else off"),
      (topics.display, "retained: on or off"),
      (topics.folder, "retained: the folder of the picture shown"),
      (topics.image, "retained: the picture shown as a JPEG, at most 640 px on its long side"),
      (
        topics.source,
        "retained, with a photo server: on while its last refresh succeeded, else off"
      ),
      (topics.availability, "retained: online; offline when Carousel quits, and as its last will"),
      (topics.command, "commands in: the words above, or JSON as the HTTP API takes"),
      (topics.folderCommand, "a folder's name or whole path: its first picture is shown"),
      (topics.error, "error: REASON for each command that could not be read or carried out"),
      (MQTTTopics.fleetCommand, "commands every frame takes as well as its own"),
    ]
    return named.map { ($0.0.replacing("carousel/name/", with: "carousel/NAME/"), $0.1) }
  }

  private static let description = """
    A running carousel takes commands from outside: signals, a control socket (--control \
    PATH, and carousel --send PATH COMMAND as its client), a web page and JSON API (--http), \
    an MQTT broker with Home Assistant's discovery (--mqtt), and the desktop's media controls \
    (MPRIS). Every one of them speaks the same commands and reports the same status.
    """

  private static let commandsIntroduction = """
    One command a line on the control socket, each answered with one line: ok, the status for \
    status, or error: REASON with the commands accepted. Commands are case-insensitive, and a \
    client may send several lines on one connection. The socket is made owner-only (mode \
    0600), in a folder that is not writable by others.
    """

  private static let statusIntroduction = """
    One JSON object on one line, its fields always in this order; new ones are added at the \
    end.
    """

  private static let httpIntroduction = """
    --http [ADDRESS:]PORT serves a page and this API, on the loopback unless an address is \
    given, which needs --http-password-file. Requests send the password as Authorization: \
    Bearer PASSWORD, or log in once for a cookie. Answers are JSON; errors are \
    {"error":"REASON"} with their status: 400, 401, 403, 404, 405, 413, 415, 429, 431 or 503.
    """

  private static let mqttIntroduction = """
    --mqtt HOST[:PORT] makes the frame a device on an MQTT broker (MQTT 3.1.1, QoS 1), under \
    carousel/NAME/ (NAME from --mqtt-name, else the host name, in lower case, anything but \
    letters, digits, - and _ made _). It announces itself to Home Assistant under \
    homeassistant/ (buttons Next and Previous, switches Slideshow and Display, a sensor and an \
    image of the picture, a select of the folders), and --mqtt-forget clears what it retained.
    """

  private static let mprisIntroduction = """
    On the desktop Carousel is org.mpris.MediaPlayer2.carousel on the session bus: Next and \
    Previous page, Play, Pause, PlayPause and Stop start or stop the slideshow (and play or \
    pause a clip on screen, as the play and pause commands do), Raise and Quit do as they say, \
    and the metadata names the picture (xesam:title, xesam:url, mpris:artUrl). With a clip on \
    screen CanSeek is true, Seek and SetPosition move it, Position is where it was at its \
    latest play, pause, seek or end, the Seeked signal says where each seek or frame step \
    moved it, and mpris:length is its length. Volume is the clips' volume (0 to 1), and \
    setting it is the volume command. It is on in any live run with a session bus; \
    --no-mpris turns it off, and a kiosk offers it only with --mpris.
    """

  private static let examples = """
    carousel --control "$XDG_RUNTIME_DIR/carousel/control" ~/Pictures &
    carousel --send "$XDG_RUNTIME_DIR/carousel/control" goto 3
    kill -USR1 %1
    curl -H "Authorization: Bearer $P" -d '{"command":"next"}' http://frame:8080/api/command
    mosquitto_pub -t carousel/all/command -m pause
    playerctl -p carousel next
    """
}
