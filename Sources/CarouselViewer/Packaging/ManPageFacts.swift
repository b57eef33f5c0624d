/// What `carousel(1)` says beyond the options and keys: examples, files, the environment,
/// signals and exit statuses, in words the page shows as they are.
enum ManPageFacts {
  static let examples = """
    carousel ~/Pictures
    carousel -r --slideshow 8 --shuffle ~/Pictures
    carousel --start beach.jpg
    carousel --kiosk --awake "mon-fri 06:30-22:00" -r /srv/photos
    carousel --kiosk --on-this-day 3 --caption "{date} · {place}" -r ~/Pictures
    carousel --kiosk --http 0.0.0.0:8080 --http-password-file ~/.config/carousel/http-password \\
      --upload-dir ~/Pictures/inbox ~/Pictures
    carousel --control "$XDG_RUNTIME_DIR/carousel/control" ~/Pictures &
    carousel --send "$XDG_RUNTIME_DIR/carousel/control" next
    carousel --headless --size 960x540 --frames 60 --screenshot shot.png ~/Pictures
    systemctl --user enable --now carousel-kiosk.service
    """

  static let files: [(tag: String, meaning: String)] = [
    (
      "$XDG_CONFIG_HOME/carousel/config",
      "the config file (else ~/.config/carousel/config); see carousel.conf(5)"
    ),
    (
      "$XDG_STATE_HOME/carousel/NAME.state",
      "the frame's state (else ~/.local/state/carousel/): the picture shown, the shuffle, the "
        + "showing counts, the hidden and the turned pictures; NAME is --state-name's"
    ),
    (
      "$XDG_CACHE_HOME/carousel/NAME.index",
      "the picture index (else ~/.cache/carousel/): the dates pictures were taken, by path, "
        + "size and modification time"
    ),
    (
      "$XDG_CACHE_HOME/thumbnails/",
      "the freedesktop thumbnails the overview grid reads and writes (else ~/.cache/thumbnails/)"
    ),
    (
      "$XDG_DATA_HOME/Trash/",
      "the freedesktop Trash (else ~/.local/share/Trash/), or a volume's own .Trash-UID"
    ),
    (
      "~/.config/carousel/kiosk.env",
      "CAROUSEL_PICTURES=FOLDER ...: the folders carousel-kiosk.service shows (else ~/Pictures)"
    ),
    (
      "/usr/share/carousel/Assets/",
      "the demo pictures, the font and the web page (under the prefix it was installed in)"
    ),
    (
      "/usr/lib/systemd/user/carousel-kiosk.service",
      "the kiosk's systemd user unit (~/.local/share/systemd/user/ for a user's install)"
    ),
  ]

  static let environment: [(tag: String, meaning: String)] = [
    (
      "XDG_CONFIG_HOME, XDG_STATE_HOME, XDG_CACHE_HOME, XDG_DATA_HOME",
      "where the files above are"
    ),
    ("XDG_RUNTIME_DIR", "where a control socket belongs (the kiosk unit's is carousel/control)"),
    ("DISPLAY, WAYLAND_DISPLAY", "the display to open; Wayland is asked first when it has a seat"),
    (
      "SDL_VIDEODRIVER",
      "the video driver to use instead of Carousel's choice (x11, wayland, kmsdrm)"
    ),
    ("SDL_RENDER_DRIVER", "the renderer to use instead of Carousel's choice (software, opengl)"),
    ("TZ", "the time zone of --awake, the clock, the filters by date and --sync's days"),
    (
      "LANGUAGE, LC_ALL, LC_MESSAGES, LC_TIME, LANG",
      "the language of the words shown and of dates and times, unless --language is given"
    ),
    (
      "CAROUSEL_LOCALEDIR",
      "a folder to take the message catalogues from (LANG/LC_MESSAGES/carousel.mo)"
    ),
    ("CAROUSEL_ASSETS", "a folder to take the demo pictures, the font and the web page from"),
    (
      "CAROUSEL_VAAPI_DEVICE",
      "the DRM render node --hwdec auto tries VA-API on (else /dev/dri/renderD128)"
    ),
    (
      "CAROUSEL_FILE",
      "set for a command of the config file's [actions]: the path of the picture shown"
    ),
    ("DBUS_SESSION_BUS_ADDRESS", "the session bus of the desktop's media controls (MPRIS)"),
    ("NOTIFY_SOCKET, WATCHDOG_USEC", "set by systemd: readiness, status and the watchdog"),
    (
      "JOURNAL_STREAM",
      "set by systemd: when standard error is still the journal's stream it names, each line "
        + "starts with its priority (see DIAGNOSTICS)"
    ),
  ]

  static let diagnostics = """
    Carousel says what went wrong, and what it did about it, on standard error, one line \
    each, starting with "carousel: " and, for a part of it, that part's name ("carousel: http: \
    ", "mqtt: ", "mpris: "). Each line has a level; --quiet says errors only, --verbose adds \
    info and debug. When systemd started Carousel with its standard error on the journal \
    (JOURNAL_STREAM), each line starts with its level's syslog priority, <3> to <7>, so that \
    the journal records errors as errors (journalctl -p err).
    """

  static let levels: [(tag: String, meaning: String)] = [
    (
      "error (3)",
      "something asked for cannot be done: a picture that cannot be shown, a server that "
        + "cannot start, a command that failed; always said"
    ),
    (
      "warning (4)",
      "something is off and the show goes on: a state file set aside, a sidecar that is not a "
        + "duration, a request refused; not with --quiet"
    ),
    (
      "notice (5)",
      "what is said without asking: where the web page is, a broker connected, --timing's "
        + "lines; not with --quiet"
    ),
    (
      "info (6), debug (7)",
      "progress, with --verbose only: the decoder processes ready, the media controls on the "
        + "session bus"
    ),
  ]

  static let signals: [(tag: String, meaning: String)] = [
    ("SIGUSR1", "the next picture"),
    ("SIGUSR2", "the previous picture"),
    (
      "SIGHUP",
      "reload: the folders, the file list and the config file are read again "
        + "(systemctl --user reload carousel-kiosk sends it)"
    ),
    (
      "SIGTERM, SIGINT",
      "quit, in every mode, as quitting does: a recording or trace being written is completed, "
        + "busy decoders are stopped, and the exit status is 0"
    ),
  ]

  static let exitStatus: [(tag: String, meaning: String)] = [
    ("0", "success, a quit, or SIGTERM or SIGINT"),
    (
      "1",
      "no window could be opened (the message says how to run headless), the display went "
        + "away, a trace or recording could not be written whole, or --send got an error "
        + "answer or found nothing listening"
    ),
    (
      "2",
      "a wrong option, value or config file line (the message names it and the accepted "
        + "values), or a control socket path that is taken or not a socket"
    ),
  ]
}
