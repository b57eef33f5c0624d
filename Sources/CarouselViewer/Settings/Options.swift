import Geometry
import Gestures
import HTTPSurface
import Localization
import PhotoSources
import PictureDecoding
import PictureFiles
import WallFeeds

/// What the user asked for: every option's value, each starting at its default (the
/// options are declared in ``OptionTable``).
package struct Options: Equatable, Sendable {
  /// Files and folders to show, in order; empty means the demo pictures.
  package var paths: [String] = []
  /// Render without a display: SDL's offscreen driver, the software renderer, a virtual clock.
  package var isHeadless = false
  /// The window size in logical pixels.
  package var windowSize = Size(width: 1280, height: 720)
  /// Headless only: how many frames to render on the virtual 60 Hz clock.
  package var frameCount = 1
  /// Headless only: where to write the last frame as PNG.
  package var screenshotPath: String?
  /// Seconds between slideshow transitions when the slideshow starts with the carousel; nil
  /// starts without one (S still starts it, at the default interval).
  package var slideshowInterval: Double?
  /// Where to write the peak resident memory at exit (`--memory-report`), or nil.
  package var memoryReportPath: String?
  /// Print the first picture's stages on standard error (`--timing`).
  package var printsTiming = false
  /// Say errors only on standard error (`--quiet`).
  package var isQuiet = false
  /// Say progress and detail on standard error too (`--verbose`).
  package var isVerbose = false
  /// Start in fullscreen.
  package var isFullscreen = false
  /// Headless only: a JSON Lines input trace to play instead of rendering `frameCount` frames.
  package var replayPath: String?
  /// With a replay: where to write the output trace (nil: standard output).
  package var tracePath: String?
  /// With a replay: also write the position of every frame.
  package var tracesFrames = false
  /// Live only: where to record the input of the session, in the replay format.
  package var recordPath: String?
  /// Expand folders with their subfolders.
  package var isRecursive = false
  /// `--no-text-slides`: a folder's `.txt` and `.md` files are not shown as slides (a README
  /// beside the photos); a text file named itself still is.
  package var skipsTextSlides = false
  /// `--videos`: whether a folder's clips are shown, and heard.
  package var videos = VideoMode.muted
  /// `--hwdec`: whether the machine's hardware may decode clips.
  package var hardwareDecoding = HardwareDecoding.auto
  /// `--live`: how Live Photos' and Motion Photos' clips play; nil for the mode's default
  /// (`once` in a slideshow or a kiosk, else `hold`).
  package var live: LiveMode?
  /// Texture cache budget in MiB (`--cache-mb`); the pipeline takes it as ``cacheBudget``.
  ///
  /// Nil: not given; the app sizes it to the memory it may use (``fittingMemory(_:)``).
  package var cacheMegabytes: Int?
  /// The `--cache-mb` budget as the pipeline and the decoders take it: made here, once
  /// (``PipelineConstants/defaultCacheMegabytes`` when nothing set it).
  package var cacheBudget: MemoryBudget {
    MemoryBudget(megabytes: cacheMegabytes ?? PipelineConstants.defaultCacheMegabytes)
  }
  /// Pictures decoded ahead on each side of the current one.
  package var prefetchDistance = PipelineConstants.prefetchDistance
  /// Pictures with more megapixels than this are refused before decoding.
  package var maximumMegapixels = PipelineConstants.defaultMaximumMegapixels
  /// The page indicator; nil for the mode's default (dots; none in a kiosk).
  package var indicator: IndicatorStyle?
  /// What captions show; nil for the mode's default (the file name; none in a kiosk).
  package var caption: CaptionSource?
  /// The language of every word shown and of dates and times (`--language`); nil for the
  /// environment's (`LANG`, `LC_MESSAGES`, `LC_TIME`).
  package var language: Language?
  /// How captions write `{date}` (strftime); nil for the locale's long date.
  package var dateFormat: String?
  /// The clock's strftime format (`--clock`): nil for no clock, empty for the locale's time
  /// of day without seconds.
  package var clockFormat: String?
  /// The clock's corner.
  package var clockPosition = Corner.bottomRight
  /// A text file whose first lines show in a corner (`--overlay-file`), followed as it changes.
  package var overlayPath: String?
  /// Their corner.
  package var overlayPosition = Corner.topLeft
  /// The calendars shown (`--calendar`): iCalendar files and URLs, in the order given.
  package var calendarSources: [String] = []
  /// Days of the calendar shown: today and the next ones.
  package var calendarDays = WallConstants.defaultDays
  /// Minutes between two readings of the calendars.
  package var calendarRefreshMinutes = WallConstants.defaultRefreshMinutes
  /// The calendar's corner.
  package var calendarCorner = Corner.topRight
  /// Where the weather shown is for (`--weather LAT,LON`), as given; nil for no weather.
  package var weatherPlace: String?
  /// The Home Assistant weather entity shown (`--weather-ha ENTITY`), as given; nil for none.
  package var weatherEntity: String?
  /// How temperatures are written; nil takes the locale's (``DisplaySettings/localeName``).
  package var units: WeatherUnits?
  /// The weather's corner.
  package var weatherCorner = Corner.bottomLeft
  /// The on-screen display's font, a fontconfig name; nil for the shipped DejaVu Sans.
  package var fontName: String?
  /// Text slides' text colour.
  package var textColor = TextSlideStyle.defaultColor
  /// Text slides' background colour.
  package var textBackground = TextSlideStyle.defaultBackground
  /// Text slides' font, a fontconfig name; nil for the display's font.
  package var textFontName: String?
  /// Live folders: watch the folders shown and follow what is added, removed, replaced or
  /// renamed.
  package var isWatching = false
  /// Where to open the control socket (`--control`), or nil for none.
  package var controlPath: String?
  /// `--send`: the control socket to send the command in ``paths`` to, instead of showing
  /// pictures.
  package var sendPath: String?
  /// The MQTT broker, `HOST[:PORT]` (`--mqtt`), or nil for none.
  package var mqttBroker: String?
  /// The user name and the file holding the password the broker asks for.
  package var mqttUser: String?
  package var mqttPasswordFile: String?
  /// The frame's name in its topics and in Home Assistant; nil for the host name.
  package var mqttName: String?
  /// Certificate authorities to check the broker's TLS certificate against; with it, TLS.
  package var mqttCertificateAuthorities: String?
  /// `--mqtt-forget`: clear the frame's retained messages from the broker and exit.
  package var forgetsMQTT = false
  /// `--mpris` (MPRIS in a kiosk too) and `--no-mpris` (never).
  package var offersMPRIS = false
  package var refusesMPRIS = false
  /// The WebDAV folder to mirror (`--webdav URL`), or nil for none.
  package var webDAVURL: String?
  /// The user name the WebDAV server asks for, and the file holding its password.
  package var webDAVUser: String?
  package var webDAVPasswordFile: String?
  /// The Immich server to mirror (`--immich URL`), or nil for none, and the file holding its
  /// API key.
  package var immichURL: String?
  package var immichKeyFile: String?
  /// What of the Immich library is shown (`--immich-album`, `--immich-person`, `--immich-tag`,
  /// `--immich-favorites`, `--immich-memories`); none of them: the whole timeline.
  package var immichAlbums: [String] = []
  package var immichPeople: [String] = []
  package var immichTag: String?
  package var immichFavorites = false
  package var immichMemories = false
  /// The size Immich sends (`--immich-size`).
  package var immichSize = ImmichSize.preview
  /// Certificate authorities to check the source's TLS certificate against, instead of the
  /// system's.
  package var sourceCertificateAuthorities: String?
  /// Minutes between refreshes of the source (`--source-refresh`).
  package var sourceRefreshMinutes = SourceConstants.defaultRefreshMinutes
  /// The mirror's folder (`--mirror-dir`); nil: the instance's under the cache folder.
  package var mirrorFolder: String?
  /// The mirror's size at most, in MiB (`--mirror-max-mb`).
  package var mirrorMegabytes = SourceConstants.defaultMirrorMegabytes
  /// Where the web page and its API listen (`--http`), or nil for no server.
  package var httpAddress: ListenAddress?
  /// The file holding the server's password (`--http-password-file`).
  package var httpPasswordFile: String?
  /// PEM certificate and key for TLS (`--http-cert`, `--http-key`).
  package var httpCertificateFile: String?
  package var httpKeyFile: String?
  /// Where pictures uploaded from the page go (`--upload-dir`); nil: uploads are off.
  package var uploadFolder: String?
  /// The largest file an upload may hold, in MiB (`--upload-max-mb`).
  package var uploadMegabytes = HTTPConstants.defaultUploadMegabytes

  // MARK: Slideshow

  /// A file listing more paths, one a line (`--filelist`; "-" is standard input).
  package var fileListPath: String?
  /// `--sort` as given, or nil: the default, ``sort``.
  package var chosenSort: PictureOrder.Sort?
  /// What the pictures are sorted by: `--sort`, else natural order, except that a file list
  /// keeps its own order (`none`), as feh does.
  package var sort: PictureOrder.Sort {
    get { chosenSort ?? (fileListPath == nil ? .natural : .none) }
    set { chosenSort = newValue }
  }
  /// Whether the order is reversed.
  package var isReversed = false
  /// Shuffle the pictures (`--shuffle`), with a repeatable order when a seed is given.
  package var isShuffled = false
  package var shuffleSeed: Int?
  /// With a shuffle: what comes first in each round (`--shuffle-weight`); nil: one shuffled
  /// order for every round.
  package var shuffleWeight: ShuffleWeight?
  /// The picture to start at: a number from 1, or a file name or path.
  package var startPicture: String?
  /// Show the pictures hidden with the `hide` command too (`--show-hidden`).
  package var showsHidden = false

  // MARK: Choosing by date

  /// Show pictures taken on this day or later (`--taken-after`).
  package var takenAfter: CalendarDate?
  /// Show pictures taken before this day (`--taken-before`).
  package var takenBefore: CalendarDate?
  /// Show pictures taken at most this long ago (`--newer-than`).
  package var newerThan: AgeLimit?
  /// Show pictures taken on today's month and day in an earlier year, give or take this many
  /// days (`--on-this-day [DAYS]`).
  package var onThisDay: Int?
  /// Which way the slideshow goes.
  package var direction = SlideDirection.next
  /// How the slideshow moves from one picture to the next, and how long that takes in s.
  package var transition = TransitionStyle.slide
  package var transitionTime: Double? = SlideshowConstants.transitionTime
  /// The longest a clip's slide lasts, in s (`--video-max`): a clip shows for its length up to
  /// this, and at least the interval.
  package var videoMaximum: Double? = SlideshowConstants.videoMaximum
  /// How pictures move while the slideshow shows them.
  package var motion = MotionStyle.none
  /// Page up and down instead of left and right.
  package var isVertical = false
  /// Stop at the first and last pictures instead of going round.
  package var stopsAtEnds = false
  /// Quit once every picture was shown for its interval.
  package var quitsAfterOnce = false
  /// `--sync`: the slideshow's deadlines at whole intervals of the wall clock since the epoch,
  /// so frames with synchronised clocks change together and show the same picture.
  package var isSynced = false
  /// `--sync-offset`: with `--sync`, show the picture this many places on (nil: not given, 0).
  package var syncOffset: Int?
  /// How pictures fill the window; nil for the mode's default (`limited` in a kiosk, else
  /// `contain`).
  package var fit: PictureFit?
  /// Two consecutive pictures narrower than the window's shape share a page (`--pairs`).
  package var pairsPictures = false
  /// The monitor to open on (0 is the first), or nil for the window system's choice.
  package var display: Int?
  /// Behind the pictures.
  package var background = Palette.background
  /// Around a picture that does not fill its page; nil for the mode's default (the blurred
  /// picture in a kiosk, the background colour elsewhere).
  package var backdrop: BackdropStyle?

  // MARK: Kiosk

  /// A locked fullscreen slideshow (`--kiosk`).
  package var isKiosk = false
  /// Seconds without input after which a paused slideshow goes on (nil: a kiosk's
  /// ``SlideshowConstants/kioskResumeAfter``; outside a kiosk, a full interval after the input).
  package var resumeAfter: Double?
  /// The name of this instance's state file and index (`--state-name`); nil: from
  /// `--control`, else `default`.
  package var stateName: String?
  /// The chord that quits a kiosk; nil: nothing quits it but a signal.
  package var exitChord: KeyMap.Chord? = SlideshowConstants.kioskExitChord
  /// Key bindings from the config file's `[keys]` section, in order (nil action: unbound).
  package var keyBindings: [KeyBinding] = []
  /// Commands from the config file's `[actions]` section, by chord, in order.
  package var keyCommands: [KeyCommand] = []
  /// Whether a kiosk runs the `[actions]` (`--kiosk-actions`); it runs none otherwise.
  package var runsActionsInKiosk = false

  // MARK: Night and day

  /// The hours the display is on (`--awake`), nil for all day.
  package var awake: AwakeSchedule?
  /// Seconds input while asleep keeps the display on (`--wake-for`).
  package var wakeFor: Double? = PowerConstants.wakeFor
  /// Shell commands run as the display turns off and on (`--display-off-command`,
  /// `--display-on-command`).
  package var displayOffCommand: String?
  package var displayOnCommand: String?

  // MARK: Configuration

  /// The config file to read instead of the usual one (`--config`).
  package var configPath: String?
  /// Read no config file (`--no-config`).
  package var ignoresConfig = false

  package init() {}
}

/// One line of a config file's `[keys]` section: a chord and what it does (nil: nothing).
package struct KeyBinding: Equatable, Sendable {
  package var chord: KeyMap.Chord
  package var action: Action?
}

/// One line of a config file's `[actions]` section: a chord and the command it runs on the
/// picture shown.
package struct KeyCommand: Equatable, Sendable {
  package var chord: KeyMap.Chord
  package var command: ActionCommand
}

/// The result of parsing the command line.
package enum Command: Equatable, Sendable {
  case run(Options)
  case showHelp
  case showVersion
}

/// A command line that cannot be obeyed: the message names the option and the accepted values.
package struct OptionsError: Error, Equatable, CustomStringConvertible {
  package let message: String
  package var description: String { message }
}
