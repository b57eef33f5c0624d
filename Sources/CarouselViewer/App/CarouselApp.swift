import Control
import FoundationEssentials
import Localization
import MQTTSurface
import PhotoSources
import PictureDecoding
import PictureFiles
import PictureKit
import SignalSurface
import SocketSurface
import SystemKit
import WallFeeds

#if canImport(Glibc)
  import Glibc
#endif

/// The program: parses the command line, opens the window and runs the carousel.
public enum CarouselApp {
  /// Runs Carousel with the arguments after the program name and returns the exit status:
  /// 0 success, 1 when no window can be opened, 2 for a wrong option.
  public static func main(arguments: [String]) -> Int32 {
    StandardStreams.openClosedOnes()  // before any descriptor is opened, a worker's too
    if arguments.first == VideoWorker.flag {  // a clip's decoder the app started (hidden)
      return VideoWorker.run()
    }
    if arguments.first == CalendarWorker.flag {  // a calendar's reader the app started (hidden)
      return CalendarWorker.run(arguments: Array(arguments.dropFirst()))
    }
    // SDL_image's formats, for the decoders here and in every worker (spawned, or forked below).
    SDLImageCodec.registerAsFallback()
    if arguments.first == DecodeWorker.flag {  // a decoder process the app started (hidden)
      return DecodeWorker.run(arguments: Array(arguments.dropFirst()))
    }
    ViewerProcess.refuseFileBytes()  // files are read by codecs only in the decoder processes
    let timeline = StartupTimeline()
    SignalWatcher.blockSignals()  // before any thread starts: they all inherit the mask
    MemoryPolicy.apply()
    let environment = ProcessInfo.processInfo.environment
    // The language of the options' mistakes too, before any thread starts (the catalogue is
    // process-wide): the command line's `--language`, else the environment's.
    MessageCatalog.start(language: givenLanguage(arguments), environment: environment)
    let command: Command
    do {
      command = try Options.parse(arguments, environment: environment)
    } catch {
      Reporter(environment: environment).error(error.message)
      return 2
    }
    switch command {
    case .showHelp:
      print(Usage.text)
      return 0
    case .showVersion:
      print(Usage.version)
      return 0
    case .run(let options):
      if let language = options.language, language != givenLanguage(arguments) {
        MessageCatalog.start(language: language, environment: environment)  // the config file's
      }
      // The one reporter of this process: every line on standard error goes through it.
      let reporter = Reporter(threshold: options.reportThreshold, environment: environment)
      return run(options, arguments: arguments, timeline: timeline, reporter: reporter)
    }
  }

  /// The language the command line names (`--language LANG`, `--language=LANG`), if it is
  /// one Carousel speaks; the parsing proper refuses any other.
  private static func givenLanguage(_ arguments: [String]) -> Language? {
    for (index, argument) in arguments.enumerated() {
      if argument == "--" { return nil }
      if argument.hasPrefix("--language=") {
        return Language(rawValue: String(argument.dropFirst("--language=".count)))
      }
      if argument == "--language", index + 1 < arguments.count {
        return Language(rawValue: arguments[index + 1])
      }
    }
    return nil
  }

  private static func run(
    _ given: Options, arguments: [String], timeline: StartupTimeline, reporter: Reporter
  ) -> Int32 {
    if let socket = given.sendPath {
      return ControlClient.send(
        given.paths.joined(separator: " "), to: socket, reporter: reporter)
    }
    // The cache fits the memory this process may use (a board's cgroup) unless --cache-mb says.
    var options = given.resolved.fittingMemory(Options.usableMemory)
    let mqtt: MQTTSettings?
    let photoSource: (any PhotoSource)?
    do {
      mqtt = try options.mqttSettings()
      photoSource = try options.photoSource(wallTime: { MonotonicClock.wallTime() })
    } catch {
      reporter.error(error.message)
      return 2
    }
    if mqtt != nil, let name = options.mqttName, let note = MQTTTopics.cleaningNote(for: name) {
      reporter.warning(note)
    }
    if let mqtt, options.forgetsMQTT {
      let clock = MonotonicClock()
      return MQTTForget.run(
        mqtt, now: { clock.now() }, say: { print($0) }, reporter: reporter)
    }
    // What this frame remembers: its head (the picture to go on from, the seed, the hidden
    // pictures) now, before the first picture is found; the rest once it is on screen.
    let files = InstanceFiles(options: options, environment: ProcessInfo.processInfo.environment)
    let remembered = files.statePath.flatMap { StateFile.load($0, reporter: reporter) }
    if options.isShuffled, options.shuffleSeed == nil {
      // Drawn once here (or the last run's, to go on with its order), so that the first
      // picture is found in the order the viewer shows.
      let last = remembered?.head.seed.flatMap { Int(exactly: $0) }
      options.shuffleSeed =
        last.flatMap { SlideshowConstants.seeds.contains($0) ? $0 : nil }
        ?? Int.random(in: SlideshowConstants.seeds)
    }
    if let problem = OutputFile.firstProblem(in: options) {
      reporter.error(problem)
      return 2
    }
    let standardInput = StandardInputCopy()
    let sources: ShowSources
    do {
      sources = try ShowSources.read(options, standardInput: standardInput.read)
    } catch {
      reporter.error(error.message)
      return 2
    }
    let resume = Resumption.picture(remembered?.head, options: options, roots: sources.roots)
    // The web server's socket listens from here on, so that a port in use is said at once;
    // the server starts once the first picture is on screen.
    let webServer: WebServerStart?
    do {
      webServer = try WebServerStart.prepare(options, roots: sources.roots)
    } catch {
      reporter.error(error.message)
      return 2
    }
    SessionBus.avoidAutolaunch(headless: options.isHeadless)  // before any thread starts
    let service = serviceNotifier(headless: options.isHeadless)
    // The decoder processes start first, as copies of this process while it has one thread
    // (signals stay blocked meanwhile, and wait for the watcher).
    let stop = StopSignal()
    let decoder = IsolatedDecoder(
      workerCount: DecodeQueue.defaultWorkerCount, maximumMegapixels: options.maximumMegapixels,
      cacheBudget: options.cacheBudget, stop: stop, start: .forking,
      onReady: {
        timeline.mark(.decodersReady)
        reporter.info(
          "decoders: the first of \(DecodeQueue.defaultWorkerCount) decoder processes is ready")
      })
    defer { decoder.shutdown() }
    // Signals are watched from here on: before the viewer exists, TERM and INT end at once.
    let signals = SignalRelay()
    let watcher = SignalWatcher { signals.relay($0) }
    defer { withExtendedLifetime(watcher) {} }
    // Commands from every surface meet here; the control socket opens before the window, so a
    // wrong path costs nothing.
    let center = ControlCenter()
    var control: ControlServer?
    if let path = options.controlPath {
      do {
        control = try ControlServer.open(at: path, center: center)
      } catch {
        reporter.error("option --control: cannot use '\(path)': \(error.message)")
        return 2
      }
    }
    defer { control?.stop() }
    // A live start asks for the first picture now, so that it decodes while SDL starts.
    let start =
      options.isHeadless
      ? nil
      : FirstPictureStart(
        roots: sources.roots, options: options, decoder: decoder, stop: stop, timeline: timeline,
        resume: resume, lowerWorkers: { decoder.lowerPriority() })
    do {
      let session = try Session(
        options: options, sources: sources, reporter: reporter, decoder: decoder, stop: stop,
        center: center,
        signals: signals, timeline: timeline, start: start, service: service,
        webServer: webServer)
      session.memory = Session.Memory(files: files, loaded: remembered, resume: resume)
      session.reread = { reread(arguments, standardInput: standardInput, reporter: reporter) }
      session.mqttSettings = mqtt
      session.photoSource = photoSource
      defer {
        session.close()
        reportMemory(options, reporter: reporter)
      }
      return try session.run()
    } catch let error as Screen.StartError {
      reporter.error(error.message)
      return error.status
    } catch {
      reporter.error("\(error)")
      return 1
    }
  }

  /// systemd's notification socket, when systemd started this live run.
  ///
  /// Its variables are taken out of the environment either way, so that no child (a decoder,
  /// a hook) speaks for Carousel. Call before any thread starts: it changes the environment.
  private static func serviceNotifier(headless: Bool) -> ServiceNotifier? {
    let notifier =
      headless ? nil : ServiceNotifier(environment: ProcessInfo.processInfo.environment)
    for variable in ServiceNotifier.variables { unsetenv(variable) }
    return notifier
  }

  /// The settings and sources as the command line, the config file and the file list give them
  /// now (a reload); nil, with one line on standard error, when one of them has a mistake.
  private static func reread(
    _ arguments: [String], standardInput: StandardInputCopy, reporter: Reporter
  ) -> (Options, ShowSources)? {
    do {
      let command = try Options.parse(
        arguments, environment: ProcessInfo.processInfo.environment)
      guard case .run(let given) = command else { return nil }
      let options = given.resolved
      return (options, try ShowSources.read(options, standardInput: standardInput.read))
    } catch {
      reporter.error("reload: \(error.message); keeping the settings and pictures in use")
      return nil
    }
  }

  /// Writes `--memory-report`, if asked for; a failure to write it is one stderr line.
  private static func reportMemory(_ options: Options, reporter: Reporter) {
    guard let path = options.memoryReportPath else { return }
    do {
      try ProcessMemory.writeReport(to: path)
    } catch {
      reporter.error("option --memory-report: cannot write '\(path)'")
    }
  }

  /// Writes one line to standard error as it is, without the reporter's prefix or levels
  /// (`carousel-bench`'s own lines).
  package static func printError(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { bytes in
      _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count)
    }
  }
}
