import Control
import HTTPSurface
import MPRISSurface
import MQTTSurface
import PhotoSources
import PictureDecoding
import PictureFiles
import SDLKit
import SignalSurface
import SystemKit
import WallFeeds

/// One run of Carousel from the open window to the end: start-up (``Screen``), wiring
/// (`Session+Wiring`: the viewer, its hooks, signals, reloads, live folders) and running
/// (`Session+Running`: headless, replayed or live).
package final class Session {
  /// The options, their kiosk defaults applied.
  let options: Options
  /// The process's lines on standard error (``Reporter``), handed to each part that says one.
  let reporter: Reporter
  /// What to show: the files and folders, and the file list's per-picture intervals; a reload
  /// replaces them.
  var sources: ShowSources
  /// The window and its renderer; nil once closed.
  private(set) var screen: Screen?
  /// The decoder processes, started by the caller before SDL so that they start meanwhile.
  let decoder: any PictureDecoder
  /// Said on TERM and INT: ends every wait for decodes at once.
  let stop: StopSignal
  /// The first picture's stages (`--timing`).
  let timeline: StartupTimeline
  /// The first picture's decode, started before SDL (live runs).
  let start: FirstPictureStart?
  /// Where every surface sends commands and hears the status.
  let center: ControlCenter
  /// The pictures the surfaces show elsewhere (a web page, a broker's image entity), made by
  /// the decoder's processes; its thread starts with the first request.
  let snapshots: SnapshotMaker
  /// Where the signal watcher's signals go once the viewer exists.
  let signals: SignalRelay
  /// Reads the settings and the sources again, for a reload (SIGHUP, `reload`); nil when one
  /// of them has a mistake (said on one line), or when reloads read nothing new (tests).
  var reread: (() -> (Options, ShowSources)?)?
  /// Posts game controller activity to the viewer's inbox (live runs only).
  var controllerWatcher: ControllerWatcher?
  /// The broker to be a device on (`--mqtt`), its password read; nil for none.
  var mqttSettings: MQTTSettings?
  /// The photo server to mirror (`--webdav`), its password read; nil for none.
  var photoSource: (any PhotoSource)?
  /// Its thread, once started (`Session+Source`).
  var sourceRunner: SourceRunner?
  /// Wakes the viewer after each of its refreshes, so the status says how it went.
  var sourceNews: (@Sendable () -> Void)?
  /// Hands the viewer's captions what the server says of its mirror's pictures, once the
  /// source starts.
  var onSourceFacts: ((MirrorFacts) -> Void)?
  /// The remote surfaces, once started (`Session+Surfaces`).
  var mqtt: MQTTClient?
  /// Where the MQTT surface hands Home Assistant's weather messages (`--weather-ha`), set
  /// with the viewer.
  var homeAssistantWeather: HomeAssistantWeatherFeed?
  var mpris: MPRISServer?
  /// systemd's notification socket, when systemd started Carousel (live runs only).
  let service: ServiceNotifier?
  /// The web server made ready before the window (`--http`), started with the first picture.
  let webServerStart: WebServerStart?
  /// The web server, once started, and its check of uploads.
  var webServer: HTTPServer?
  var uploadInspector: UploadInspector?
  /// What this frame remembers across restarts: its files, what the start read of its state,
  /// and the picture a kiosk goes on from.
  var memory = Memory()

  /// What the start read of the frame's state, and where it is kept.
  struct Memory {
    var files: InstanceFiles?
    var loaded: StateFile.Loaded?
    var resume: FilePath?
  }

  /// Starts SDL and opens the window `options` ask for (see ``Screen``).
  ///
  /// - Parameters:
  ///   - sources: what to show.
  ///   - reporter: the process's reporter (`--quiet`, `--verbose`, the journal's levels).
  ///   - decoder: decodes the pictures (started already).
  ///   - stop: said when a signal ends the program.
  ///   - center: the command center the control socket (if any) already sends to.
  ///   - signals: watched already; connected to the viewer once it exists.
  ///   - start: in a live run, the first picture's decode already under way.
  ///   - service: systemd's notification socket, if it started Carousel.
  ///   - webServer: the web server's socket and settings, to start with the first picture.
  init(
    options: Options, sources: ShowSources, reporter: Reporter, decoder: any PictureDecoder,
    stop: StopSignal, center: ControlCenter = ControlCenter(), signals: SignalRelay,
    timeline: StartupTimeline = StartupTimeline(), start: FirstPictureStart? = nil,
    service: ServiceNotifier? = nil, webServer: WebServerStart? = nil
  ) throws(Screen.StartError) {
    self.service = service
    self.options = options
    self.reporter = reporter
    self.sources = sources
    self.decoder = decoder
    self.stop = stop
    self.center = center
    // The surfaces' pictures of a clip are its first frame, made as the viewer's are.
    snapshots = SnapshotMaker(decoder: options.showingClipStills(decoder))
    self.signals = signals
    self.timeline = timeline
    self.start = start
    webServerStart = webServer
    screen = try Screen(
      options: options, start: start, timeline: timeline, reporter: reporter)
  }

  /// Releases every SDL object, then SDL itself.
  ///
  /// The viewer must be gone.
  func close() {
    stopSurfaces()
    snapshots.stop()
    controllerWatcher?.stop()
    XInput2.disable()
    screen = nil
    SDL.quit()
  }
}
