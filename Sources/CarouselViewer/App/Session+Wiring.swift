import Control
import FoundationEssentials
import PictureFiles
import PictureKit
import SDLKit
import SystemKit

// MARK: - Wiring: the viewer and what reaches it from outside the window

extension Session {
  /// The viewer of this session's sources, its first-picture hooks set, signals and reloads
  /// connected, and live folders watched when `--watch` asked.
  func makeViewer(in screen: Screen) -> Viewer {
    let viewer = Viewer(
      window: screen.window, renderer: screen.renderer, catalog: start?.catalog ?? Catalog(),
      scanning: sources.roots, recursive: options.isRecursive,
      listing: options.listing, pipeline: pipelineSettings,
      display: DisplaySettings(options: options), inbox: start?.inbox, center: center,
      waitsForFirstPicture: start != nil, timeline: timeline, reporter: reporter)
    viewer.clips.live = options.live
    viewer.clips.sound = ClipSound(isMuted: options.videos != .sound)
    let start = start
    let window = screen.window
    let defersFullscreen = screen.defersFullscreen
    viewer.hooks.onFirstPictureWaitEnded = { [weak self] in
      let managed = start?.windowManagerRuns ?? true
      start?.firstPictureShown()
      // SDL's wait for a window manager comes once the first picture is on screen; on a bare X
      // server (a kiosk's xinit) no manager answers, and the main loop would stand still for
      // SDL's 100 ms: the window over the display stays as it is, fullscreen in all but name.
      if defersFullscreen {
        if managed { try? window.becomeFullscreen() } else { window.keepCoveringDisplay() }
      }
      self?.startSurfaces()
    }
    if options.printsTiming {
      let timing = reporter.scoped("timing")
      viewer.clips.timing = timing
      viewer.hooks.onFirstPicturePresented = {
        $0.lines.forEach(timing.notice)
        // Counted here, before anything the first picture did not need (fonts, surfaces) opens.
        timing.notice(
          "\(ProcessMemory.mappedLibraryCount()) shared libraries mapped "
            + "when the first picture was presented")
      }
      let timeline = timeline
      viewer.planner.onIndexComplete = { counts, now in
        let start = timeline.time(of: .processStart) ?? now
        timing.notice(
          "\(DecimalText.fixed((now - start) * 1000, digits: 1, width: 7)) ms  "
            + "picture index complete (\(counts.fromCache) from its cache, \(counts.read) read)")
      }
    }
    connectSignals()
    remember(in: viewer)
    let inbox = viewer.inbox
    homeAssistantWeather = viewer.overlay.weather?.homeAssistant
    sourceNews = { inbox.post(.sourceRefreshed) }
    onSourceFacts = { [weak viewer] facts in viewer?.overlay.sourceFacts = facts }
    viewer.hooks.sourceStatus = { [weak self] in self?.sourceStatus() }
    viewer.hooks.reloadSources = { [weak self, weak viewer] now in
      guard let self, let viewer else { return [] }
      return reload(viewer, at: now)
    }
    if options.isWatching { watch(sources.roots, in: viewer) }
    connectPower(viewer)
    return viewer
  }

  /// Gives the viewer what this frame remembers: its state file and what the start read of
  /// it (the hidden pictures now, the counts once the first picture is on screen), and the
  /// picture index's cache file.
  private func remember(in viewer: Viewer) {
    let files =
      memory.files
      ?? InstanceFiles(options: options, environment: ProcessInfo.processInfo.environment)
    viewer.planner.restore(
      memory: FrameMemory(path: files.statePath, loaded: memory.loaded, reporter: reporter),
      hidden: (memory.loaded?.head.hidden).map(HiddenPictures.init),
      turns: memory.loaded?.head.turns)
    let (inbox, stop, decoder, reporter) = (viewer.inbox, stop, decoder, reporter)
    viewer.planner.makeIndex = {
      PictureIndex(
        cachePath: files.indexPath, stop: stop, codecs: decoder, notify: { inbox.post(.indexed) },
        reporter: reporter)
    }
  }

  /// What the pipeline takes from the options.
  private var pipelineSettings: PipelineSettings {
    var pipeline = PipelineSettings()
    pipeline.cacheBudget = options.cacheBudget
    pipeline.maximumMegapixels = options.maximumMegapixels
    pipeline.prefetchDistance = options.prefetchDistance
    pipeline.decoder = decoder
    pipeline.stop = stop
    pipeline.queue = start?.queue
    pipeline.videoWorker = options.videoWorker
    pipeline.hardwareDecoding = options.hardwareDecoding
    pipeline.clipHandoff = start?.clipHandoff
    return pipeline
  }

  /// Signals become commands to the center; TERM and INT also end every wait for decodes the
  /// main thread may be in, at once.
  private func connectSignals() {
    let center = center
    let stop = stop
    signals.connect { signal in
      center.send(signal.command, from: .signal(signal))
      if signal.quits { stop.stop() }
    }
  }

  /// Starts live folders on `roots` (a watcher already running is replaced).
  private func watch(_ roots: [FilePath], in viewer: Viewer) {
    let inbox = viewer.inbox
    do {
      try viewer.pictures.watch(roots, news: { inbox.post(.foldersChanged) })
    } catch {
      reporter.error("option --watch: \(error.reason); the folders are not watched")
    }
  }

  /// A reload (SIGHUP, `reload`): the files and folders to show now.
  ///
  /// Reads the config file and the file list again and gives the viewer the settings that can
  /// change while it runs; the photo source refreshes now. When either has a mistake, the settings and pictures in use are kept.
  private func reload(_ viewer: Viewer, at now: Double) -> [FilePath] {
    sourceRunner?.refresh()
    guard let (fresh, read) = reread?() else { return sources.roots }
    viewer.reconfigure(fresh, listedDurations: read.durations, at: now)
    if read.roots != sources.roots, viewer.pictures.isWatching { watch(read.roots, in: viewer) }
    sources = read
    return sources.roots
  }
}
