import PictureKit
import SDLKit
import WaylandProbe

/// SDL from start to quit: the window, the renderer and the loop that runs the viewer.
package final class Session {
  /// SDL could not give Carousel a window; the message says how to run without a display.
  struct StartError: Error {
    let message: String
    /// The exit status: 1 without a window, 2 for an option the machine cannot obey.
    var status: Int32 = 1
  }

  private let options: Options
  /// Per-picture slideshow intervals from `--filelist`.
  private let listedDurations: [FilePath: Double]
  private var window: Window?
  private var renderer: Renderer?
  /// Posts TERM, INT, HUP, USR1 and USR2 to the viewer's inbox.
  private let signals: SignalRelay
  /// Posts game controller activity to the viewer's inbox (live runs only).
  private var controllerWatcher: ControllerWatcher?
  /// The decoder processes, started by the caller before SDL so that they start meanwhile.
  private let decoder: any PictureDecoder
  /// Said on TERM and INT: ends every wait for decodes at once.
  private let stop: StopSignal
  /// The first picture's stages (`--timing`).
  private let timeline: StartupTimeline
  /// The first picture's decode, started before SDL (live runs).
  private let start: FirstPictureStart?
  /// Whether the window opened borderless over its display, to become fullscreen after its
  /// first frame (``RendererChoice/defersFullscreen(videoDriver:)``).
  private var defersFullscreen = false
  /// The control socket (`--control`), opened before the session; its owner stops it.
  private let control: ControlServer?
  /// Reads the settings and the sources again, for a reload (SIGHUP, `reload`); nil when one
  /// of them has a mistake (said on one line), or when reloads read nothing new (tests).
  var reread: (() -> (Options, ShowSources)?)?
  /// The files and folders shown: those given, or those the last reload read.
  private var roots: [FilePath] = []

  /// Starts SDL and opens the window `options` ask for (with their kiosk defaults applied);
  /// `decoder` (started already) decodes the pictures, `stop` is said when a signal ends the
  /// program, `signals` (watched already) are connected to the viewer once it exists, and
  /// `control` is the control socket, if any.
  ///
  /// `start`, in a live run, is the first picture's decode already under way, asked for here
  /// once the display's size is known when the window is to be fullscreen.
  init(
    options: Options, decoder: any PictureDecoder, stop: StopSignal, signals: SignalRelay,
    timeline: StartupTimeline = StartupTimeline(), start: FirstPictureStart? = nil,
    listedDurations: [FilePath: Double] = [:], control: ControlServer? = nil
  ) throws(StartError) {
    self.options = options
    self.decoder = decoder
    self.stop = stop
    self.timeline = timeline
    self.start = start
    self.signals = signals
    self.listedDurations = listedDurations
    self.control = control
    Self.chooseVideoDriver(headless: options.isHeadless)
    // A kiosk's close button does nothing; SDL would otherwise turn it into a quit.
    if options.isKiosk { SDL.setHint(Hint.quitOnLastWindowClose, "0") }
    SDL.setHint(Hint.renderScaleQuality, "1")  // linear filtering when pictures are scaled
    SDL.setHint(Hint.appName, "Carousel")
    SDL.setHint(Hint.noSignalHandlers, "1")  // signals arrive through SignalWatcher
    Self.setInputHints()
    do {
      try SDL.initialize(
        options.isHeadless ? [.video, .events] : [.video, .events, .gameController])
      start?.sdlStarted()
      timeline.mark(.sdlInitialised)
      // SDL turns the screensaver off by default; only a running slideshow should keep the
      // screen awake (docs/physics.md §2).
      SDL.setScreenSaverEnabled(true)
      EventQueue.registerWake()
      let display = try Self.display(options)
      if let start, let size = SDL.displaySize(display) { start.request(box: size) }
      let driver = SDL.videoDriver
      var flags: Window.Flags = [.resizable, .allowHighDPI]
      defersFullscreen =
        options.isFullscreen && RendererChoice.defersFullscreen(videoDriver: driver)
      if defersFullscreen {
        flags.insert(.borderless)
      } else if options.isFullscreen {
        flags.insert(.fullscreenDesktop)
      }
      let window = try Window(
        title: "Carousel", size: options.windowSize, flags: flags, display: display,
        coversDisplay: defersFullscreen)
      self.window = window
      if !options.isHeadless { Self.startXInput2(for: window) }
      timeline.mark(.windowShown)
      let choice = RendererChoice(
        videoDriver: driver, headless: options.isHeadless,
        requested: ProcessEnvironment.value("SDL_RENDER_DRIVER"))
      let renderer = try choice.makeRenderer(for: window)
      // The frame buffer is made now, while the first picture decodes, not in the first present.
      try renderer.clear(options.background)
      try renderer.flush()
      self.renderer = renderer
      timeline.mark(.rendererCreated)
    } catch let error as StartError {
      throw error
    } catch let error as SDLError {
      throw StartError(message: Self.noDisplayMessage(error, headless: options.isHeadless))
    } catch {
      throw StartError(message: "carousel: \(error)")
    }
  }

  /// The monitor `--display` names, checked against those SDL sees (0 when not given).
  private static func display(_ options: Options) throws(StartError) -> Int {
    let count = SDL.displayCount
    guard let display = options.display else { return 0 }
    guard display < count else {
      throw StartError(
        message: "carousel: option --display: no monitor \(display); this machine has "
          + "\(count) (0 to \(count - 1))", status: 2)
    }
    return display
  }

  /// Runs the carousel until it quits (live) or its frames are done (headless).
  ///
  /// - Parameter roots: the files and folders to show, scanned on a background thread.
  func run(scanning roots: [FilePath]) throws -> Int32 {
    guard let window, let renderer else { return 1 }
    var pipeline = PipelineSettings()
    pipeline.cacheMegabytes = options.cacheMegabytes
    pipeline.maximumMegapixels = options.maximumMegapixels
    pipeline.prefetchDistance = options.prefetchDistance
    pipeline.decoder = decoder
    pipeline.stop = stop
    pipeline.queue = start?.queue
    let viewer = Viewer(
      window: window, renderer: renderer, catalog: start?.catalog ?? Catalog(), scanning: roots,
      recursive: options.isRecursive, pipeline: pipeline,
      display: DisplaySettings(options: options), inbox: start?.inbox,
      waitsForFirstPicture: start != nil, timeline: timeline
    ) {
      CarouselApp.printError($0)
    }
    let start = start
    let defersFullscreen = defersFullscreen
    viewer.onFirstPictureWaitEnded = {
      start?.firstPictureShown()
      // SDL's wait for a window manager comes once the first picture is on screen.
      if defersFullscreen { try? window.becomeFullscreen() }
    }
    if options.printsTiming {
      viewer.onFirstPicturePresented = { timeline in
        timeline.lines.forEach(CarouselApp.printError)
      }
    }
    let inbox = viewer.inbox
    let stop = stop
    signals.connect { signal in
      inbox.post(.signal(signal))
      if signal.quits { stop.stop() }  // ends any wait for decodes the main thread is in
    }
    self.roots = roots
    connectRemote(viewer)
    if options.isHeadless {
      let clock = VirtualClock()
      begin(viewer, at: clock.now())
      if options.replayPath != nil {
        let status = ReplaySession.play(
          options: options, viewer: viewer, clock: clock, report: CarouselApp.printError)
        if status == 0, let path = options.screenshotPath {
          viewer.waitForVisibleDecodes()
          try viewer.draw()
          try renderer.readPixels().savePNG(to: path)
        }
        return status
      }
      let frame = try EventLoop.runHeadless(viewer, frameCount: options.frameCount, clock: clock)
      if let path = options.screenshotPath { try frame.savePNG(to: path) }
    } else {
      let clock = MonotonicClock()
      do {
        let watcher = try ControllerWatcher { inbox.post(.controllerActivity) }
        controllerWatcher = watcher
        viewer.onControllersChanged = { watcher.watch($0) }
      } catch {
        CarouselApp.printError(
          "carousel: game controllers are not read: no pipe to wake their watcher (\(error))")
      }
      viewer.openConnectedControllers()
      begin(viewer, at: clock.now())
      viewer.update(now: clock.now())  // takes a first decode that finished before SDL started
      guard
        case .success(let recorder) = ReplaySession.startRecording(
          options: options, viewer: viewer, report: CarouselApp.printError)
      else { return 2 }
      try EventLoop.runLive(viewer, clock: clock)
      recorder?.finish(now: clock.now())
    }
    return 0
  }

  /// Wires what reaches the viewer from outside the window: the control socket, reloads, and
  /// the folder watcher (`--watch`).
  private func connectRemote(_ viewer: Viewer) {
    let inbox = viewer.inbox
    viewer.control = control
    control?.connect { inbox.post(.controlReceived) }
    viewer.reloadSources = { [weak self, weak viewer] now in
      guard let self, let viewer else { return [] }
      return reload(viewer, at: now)
    }
    if options.isWatching { watch(roots, in: viewer) }
  }

  /// Starts live folders on `roots` (a watcher already running is replaced).
  private func watch(_ roots: [FilePath], in viewer: Viewer) {
    let inbox = viewer.inbox
    do {
      try viewer.pictures.watch(roots, news: { inbox.post(.foldersChanged) })
    } catch {
      CarouselApp.printError(
        "carousel: option --watch: \(error.reason); the folders are not watched")
    }
  }

  /// A reload (SIGHUP, `reload`): the files and folders to show now.
  ///
  /// Reads the config file and the file list again and gives the viewer the settings that can
  /// change while it runs. When either has a mistake, the settings and pictures in use are kept.
  private func reload(_ viewer: Viewer, at now: Double) -> [FilePath] {
    guard let (fresh, sources) = reread?() else { return roots }
    viewer.reconfigure(fresh, listedDurations: sources.durations, at: now)
    if sources.roots != roots, viewer.pictures.isWatching { watch(sources.roots, in: viewer) }
    roots = sources.roots
    return roots
  }

  /// Sets the viewer up, shows the first picture and starts the slideshow when `--slideshow`
  /// asked for one.
  private func begin(_ viewer: Viewer, at now: Double) {
    viewer.configure(options, listedDurations: listedDurations)
    viewer.start(at: now)
    if let interval = options.slideshowInterval {
      viewer.slideshowInterval = interval
      viewer.setSlideshow(true, at: now)
    }
  }

  /// Releases every SDL object, then SDL itself.
  func close() {
    controllerWatcher?.stop()
    XInput2.disable()
    renderer = nil
    window = nil
    SDL.quit()
  }

  /// Headless runs use the offscreen driver.
  ///
  /// Otherwise, unless the user chose with SDL_VIDEODRIVER, only drivers that show a window are
  /// allowed, Wayland first in a Wayland session (it delivers precise trackpad deltas): SDL would
  /// otherwise fall back to its offscreen driver and run invisibly when there is no display.
  /// SDL's Wayland driver is never started under a compositor without an input seat, where SDL
  /// 2.26 crashes (``avoidSeatlessWayland(requested:)``).
  private static func chooseVideoDriver(headless: Bool) {
    if headless {
      SDL.setHint(Hint.videoDriver, "offscreen")
      return
    }
    let requested = ProcessEnvironment.value("SDL_VIDEODRIVER")
    if requested == nil {
      let inWayland = ProcessEnvironment.value("WAYLAND_DISPLAY") != nil
      SDL.setHint(Hint.videoDriver, inWayland ? "wayland,x11,kmsdrm" : "x11,kmsdrm")
    }
    avoidSeatlessWayland(requested: requested)
  }

  /// When SDL would start its Wayland driver, asks the compositor for a seat first; without
  /// one, chooses X11 (XWayland, when `DISPLAY` is set) or kmsdrm instead, and says why.
  private static func avoidSeatlessWayland(requested: String?) {
    let usesWayland =
      requested.map { $0.lowercased().hasPrefix("wayland") }
      ?? (ProcessEnvironment.value("WAYLAND_DISPLAY") != nil)
    guard usesWayland, WaylandProbe.seat() == .noSeat else { return }
    let hasX = ProcessEnvironment.value("DISPLAY") != nil
    SDL.overrideHint(Hint.videoDriver, hasX ? "x11,kmsdrm" : "kmsdrm")
    CarouselApp.printError(
      "carousel: the Wayland compositor offers no input seat, and SDL's Wayland driver "
        + "crashes without one; using \(hasX ? "X11 (XWayland)" : "kmsdrm") instead")
  }

  /// docs/physics.md §2: no synthetic mouse from touch or touch from mouse (the gestures see each
  /// device once), mouse capture by hand during drags only, and no compositor bypass.
  private static func setInputHints() {
    SDL.setHint(Hint.touchMouseEvents, "0")
    SDL.setHint(Hint.mouseTouchEvents, "0")
    SDL.setHint(Hint.mouseAutoCapture, "0")
    SDL.setHint(Hint.bypassCompositor, "0")
  }

  /// On X11, reads trackpad smooth scrolling and pinches through XInput2 (docs/physics.md §8d);
  /// an X server without XInput 2.1 keeps SDL's wheel ticks, and says so once.
  private static func startXInput2(for window: Window) {
    if case .unavailable(let reason) = XInput2.enable(for: window) {
      CarouselApp.printError(
        "carousel: note: \(reason): trackpad scrolling turns one picture per burst of ticks")
    }
  }

  private static func noDisplayMessage(_ error: SDLError, headless: Bool) -> String {
    if headless { return "carousel: cannot start headless rendering: \(error)" }
    return """
      carousel: cannot open a window (\(error)).
      Is there a display? Check DISPLAY or WAYLAND_DISPLAY. To render without one:
        carousel --headless --size 1280x720 --screenshot frame.png [PATH ...]
      """
  }
}
