import Geometry
import Gestures
import InfinitePager
import PhotoSources
import PictureFiles
import PictureKit
import SDLKit
import SystemKit

/// The on-screen display as the viewer runs it: its state (auto-hide, panels), the metadata
/// its captions and info panel show, read in the background, the clock and the overlay file's
/// lines in their corners, and its painter.
///
/// What input does to it (``noteInput(_:isDragging:at:)``, ``tap(at:)``), when it needs frames
/// (``needsFrame(at:progress:)``), and what it shows over the pages (``scene(pages:indices:now:
/// keys:)``). Main thread only, owned by the ``Viewer``.
final class Overlay {
  private let pager: InfinitePager<PageView>
  private let pictures: PictureFeed
  /// Which pictures each page shows.
  private let pageBook: PageBook
  /// The display's state: auto-hide, panels, its frames.
  private(set) var display: OnScreenDisplay
  /// What captions and the info panel show of the items, read in the background.
  let metadata: MetadataBook
  /// Draws the display (captions, indicator, progress, corners, info, help).
  let painter: DisplayPainter
  /// Writes the captions (a template's fields, dates in the locale's words).
  private let captions: CaptionWriter
  /// What the photo server says of the pictures of its mirror, for the captions (the session
  /// sets it when a server is named).
  var sourceFacts: MirrorFacts?
  /// The clock, when `--clock` asks for one.
  private let clock: ClockFace?
  /// The clock's text in the last frame asked for.
  private var drawnClock: String?
  /// The overlay file's first lines (`--overlay-file`), as last read.
  private(set) var noteLines: [String] = []
  /// Follows the overlay file, when there is one.
  private let note: TextFileWatcher?
  /// The calendar, when `--calendar` asks for one.
  let calendar: CalendarBoard?
  /// The calendar's lines in the last frame asked for.
  private var drawnCalendar: CalendarAgenda.Lines?
  /// The weather, when `--weather` asks for it.
  let weather: WeatherBoard?
  /// The weather's lines in the last frame asked for.
  private var drawnWeather: [String]?
  /// The burn-in step of the last frame drawn, when it had something still in it (the display,
  /// the scan's status line); nil when it had nothing still, which then asks for no frames.
  private var stillStep: Int?

  /// - Parameters:
  ///   - metadataRead: called on the reading thread when metadata arrives.
  ///   - noteChanged: called on the overlay file's thread when its lines change.
  ///   - calendarRead: called on the calendar's thread when the feeds were read.
  ///   - weatherRead: called on the weather's thread when it was read.
  ///   - reporter: told, in one error, why the overlay file cannot be followed.
  init(
    pager: InfinitePager<PageView>, pictures: PictureFeed, pages: PageBook,
    settings: DisplaySettings,
    painter: DisplayPainter, stop: StopSignal, codecs: any CodecFactsReader,
    metadataRead: @escaping @Sendable () -> Void,
    noteChanged: @escaping @Sendable () -> Void = {},
    calendarRead: @escaping @Sendable () -> Void = {},
    weatherRead: @escaping @Sendable () -> Void = {}, reporter: Reporter
  ) {
    self.pager = pager
    self.pictures = pictures
    pageBook = pages
    self.painter = painter
    display = OnScreenDisplay(settings: settings, now: 0)
    metadata = MetadataBook(stop: stop, codecs: codecs, notify: metadataRead)
    captions = CaptionWriter(dateFormat: settings.dateFormat, localeName: settings.localeName)
    clock = settings.clockFormat.map {
      ClockFace(format: $0, localeName: settings.localeName, utcOffset: settings.utcOffset)
    }
    calendar = settings.calendar.map {
      CalendarBoard(settings: $0, display: settings, reporter: reporter, read: calendarRead)
    }
    weather = settings.weather.map {
      WeatherBoard(
        settings: $0, localeName: settings.localeName, reporter: reporter, read: weatherRead)
    }
    note = settings.overlayPath.flatMap { path in
      do throws(TextFileWatcher.Failure) {
        return try TextFileWatcher(
          path: FilePath(path),
          limits: TextFileWatcher.Limits(
            lines: DisplayConstants.overlayLines,
            characters: DisplayConstants.overlayLineCharacters,
            bytes: DisplayConstants.overlayFileBytes),
          notify: noteChanged)
      } catch {
        reporter.error(
          "option --overlay-file: \(path) is not followed: \(error.reason)"
            .escapingControlCharacters)
        return nil
      }
    }
  }

  /// Takes the overlay file's lines read since the last call.
  /// - Returns: whether they changed (a frame is due).
  func takeNote() -> Bool {
    guard let lines = note?.takeLines() else { return false }
    return setNote(lines)
  }

  /// Blocks until the overlay file's changes so far are read, then takes its lines (headless
  /// frames and replays, which show what a fast machine would).
  func waitForNote() {
    _ = waitForNoteChange()
  }

  /// As ``waitForNote()``, saying whether the lines changed (a frame is due).
  func waitForNoteChange() -> Bool {
    note?.sync()
    return takeNote()
  }

  /// Takes the overlay file's lines as read now.
  /// - Returns: whether they changed (a frame is due).
  func setNote(_ lines: [String]) -> Bool {
    guard lines != noteLines else { return false }
    noteLines = lines
    return true
  }

  /// The display shows at `now` (s), then fades: at the start.
  func reveal(at now: Double) {
    display.noteInput(at: now)
  }

  /// Shows the display again on input.
  ///
  /// A key, the wheel, the mouse moving with no button held or a drag show it; a press alone
  /// does not (it may be a tap, which toggles the display instead). While the help is open, a
  /// key press closes it and does nothing else; a modifier alone does not (Shift, pressed for
  /// `?`, closed the help the `?` then opened again).
  /// - Returns: whether the event was used up (a key that closed the help).
  func noteInput(_ event: InputEvent, isDragging: Bool, at now: Double) -> Bool {
    switch event {
    case .key(let key) where key.isDown:
      if display.isHelpShown, !key.isRepeat, !Key.modifierKeys.contains(key.key) {
        display.closeHelp()
        return true
      }
      display.noteInput(at: now)
    case .wheel: display.noteInput(at: now)
    case .mouseButton(let button) where button.button == 1 && !button.isFromTouch:
      display.isPointerPressed = button.isDown
    case .mouseMotion(let motion) where !motion.isFromTouch && !display.isPointerPressed:
      display.noteInput(at: now)
    default: break
    }
    if isDragging { display.noteInput(at: now) }
    return false
  }

  /// A tap on a page at `now`: the help closes, else the display shows or hides.
  func tap(at now: Double) {
    display.tap(at: now)
  }

  func toggleInfo() { display.toggleInfo() }

  /// Closes the info panel; whether it was open.
  func closeInfo() -> Bool { display.closeInfo() }

  func toggleHelp() { display.toggleHelp() }

  /// When the display next needs a frame without input, in s, with the wall clock at
  /// `now + wallOffset`: its fade or progress, the clock's next minute, and the next burn-in
  /// step while something still is on screen.
  func deadline(now: Double, wallOffset: Double) -> Double? {
    let tick = clock.map { $0.nextChange(afterWall: now + wallOffset) - wallOffset }
    // With a clock, the burn-in shift takes its step with the clock's next frame (at most a
    // minute late), so an idle frame with a clock still wakes once a minute and no more.
    let step = clock == nil ? stillStep.map { BurnInShift.time(ofStep: $0 + 1) } : nil
    let board = calendar?.deadline(now: now, wallOffset: wallOffset)
    let sky = weather?.deadline(now: now, wallOffset: wallOffset)
    return [display.deadline, tick, step, board, sky].compactMap { $0 }.min()
  }

  /// Whether the display needs a frame at `now`, the wall clock at `wall` (its fade or
  /// progress bar moved, the clock's text changed, or the burn-in shift took a step under
  /// something still); asks for the metadata it shows.
  func needsFrame(at now: Double, wall: Double, progress: AutoScrollProgress?) -> Bool {
    metadata.request(itemsNeedingMetadata)
    let shown = clock?.text(atWall: wall)
    var ticked = shown != drawnClock
    drawnClock = shown
    if let calendar {
      calendar.readIfDue(now: now, wall: wall)
      let lines = calendar.lines(atWall: wall)
      ticked = ticked || lines != drawnCalendar
      drawnCalendar = lines
    }
    if let weather {
      weather.readIfDue(now: now, wall: wall)
      let lines = weather.lines(atWall: wall)
      ticked = ticked || lines != drawnWeather
      drawnWeather = lines
    }
    let moved = display.needsFrame(at: now, progress: progress)
    let stepped = clock == nil && stillStep.map { $0 != BurnInShift.step(at: now) } ?? false
    return moved || ticked || stepped
  }

  /// A frame was drawn with the burn-in shift `shift`, with something still in it or not.
  func drew(_ shift: BurnInShift, withStillParts: Bool) {
    stillStep = withStillParts ? shift.step : nil
  }

  /// The items whose metadata the display shows: the visible pictures when captions come from
  /// sidecars or Exif, the current item while the info panel is open.
  var itemsNeedingMetadata: [CarouselItem] {
    let catalog = pictures.catalog
    guard !catalog.isEmpty else { return [] }
    var items: [CarouselItem] = []
    let current = pager.currentIndex.map { pageBook.items(onPage: $0) } ?? 0..<0
    if display.isInfoShown { items += current.map { catalog[$0] } }
    if display.settings.caption.readsMetadata {
      items += pager.visiblePages.flatMap { pageBook.items(onPage: $0.index) }.map { catalog[$0] }
        .filter { $0.kind == .picture }
    }
    return items
  }

  /// Takes the metadata read in the background.
  /// - Returns: whether the display shows some of it (a frame is due).
  func takeMetadata() -> Bool {
    let arrived = metadata.takeFinished()
    return !arrived.isDisjoint(with: itemsNeedingMetadata.map(\.key))
  }

  /// Blocks until the metadata the display shows is read (headless frames and replays, which
  /// show what a fast machine would).
  func waitForMetadata() {
    metadata.request(itemsNeedingMetadata)
    metadata.waitUntilRead()
    waitForNote()
  }

  /// What the display shows at `now`, the wall clock at `wall`, over `pages` (showing items
  /// `indices`), with the help listing `keys`.
  func scene(pages: [PageDrawing], indices: [Int], now: Double, wall: Double, keys: KeyMap)
    -> DisplayScene
  {
    var scene = cornerScene(wall: wall)
    let settings = display.settings
    scene.opacity = display.opacity(at: now)
    if scene.opacity > 0 {
      scene.pictureFrames = pages.compactMap { page in
        guard case .picture = page.content else { return nil }
        return page.frame
      }
      scene.captions = zip(pages, indices).compactMap { page, index in
        guard case .picture = page.content else { return nil }  // other pages name themselves
        return captionText(forItem: index).map {
          DisplayScene.Caption(text: $0, pageFrame: page.frame)
        }
      }
      if settings.showsProgress { scene.progress = pager.autoScrollProgress(at: now) }
    }
    // Where the indicator and the captions go is kept while they are faded out, so the
    // corners do not move when they come back.
    // Pages, not pictures: a pair is one page.
    if let current = pager.currentIndex, pageBook.count > 1 {
      scene.indicator = settings.indicator
      scene.page = current
      scene.pageCount = pageBook.count
    }
    scene.reservesCaptions = settings.caption != .none
    if display.isInfoShown, let current = pager.currentIndex {
      scene.info = infoPanel(forPage: current)
    }
    if display.isHelpShown {
      scene.help = HelpContent.panel(for: keys, orientation: pager.orientation)
    }
    return scene
  }

  /// The clock, the overlay file's lines and the calendar alone, at the wall time `wall` (what
  /// stays over a crossfade).
  func cornerScene(wall: Double) -> DisplayScene {
    var scene = DisplayScene()
    if let clock {
      scene.corners.append(
        DisplayScene.CornerText(
          corner: display.settings.clockPosition, lines: [clock.text(atWall: wall)],
          scale: RenderingConstants.clockScale))
    }
    if !noteLines.isEmpty {
      scene.corners.append(
        DisplayScene.CornerText(corner: display.settings.overlayPosition, lines: noteLines))
    }
    if let calendar {
      let agenda = calendar.lines(atWall: wall)
      if !agenda.lines.isEmpty {
        scene.corners.append(
          DisplayScene.CornerText(
            corner: calendar.settings.corner, lines: agenda.lines, dimLines: agenda.dayNames,
            heightFraction: RenderingConstants.calendarHeightFraction))
      }
    }
    if let weather {
      let lines = weather.lines(atWall: wall)
      if !lines.isEmpty {
        scene.corners.append(DisplayScene.CornerText(corner: weather.settings.corner, lines: lines))
      }
    }
    return scene
  }

  /// The caption of picture `index`, or nil for none.
  func captionText(forItem index: Int) -> String? {
    let item = pictures.catalog[index]
    let source = display.settings.caption
    return captions.caption(
      source, for: item, metadata: source.readsMetadata ? metadata.metadata(for: item) : nil,
      facts: sourceFacts?.facts(of: item.path))
  }

  /// The info panel of page `page`: its picture's, or both of a pair's, one after the other.
  func infoPanel(forPage page: Int) -> DisplayScene.Panel? {
    let panels = pageBook.items(onPage: page).map(infoPanel(forItem:))
    guard var panel = panels.first else { return nil }
    for other in panels.dropFirst() {
      panel.title += " · " + other.title
      panel.rows += [TableFitter.Cell(label: other.title, value: "")] + other.rows
    }
    return panel
  }

  /// The info panel of item `index`: what the viewer knows of it now.
  func infoPanel(forItem index: Int) -> DisplayScene.Panel {
    let item = pictures.catalog[index]
    var pixelSize: Size?
    if case .picture(_, let size) = pictures.content(forItem: index) { pixelSize = size }
    return InfoContent.panel(
      for: item, pixelSize: pixelSize, metadata: metadata.metadata(for: item),
      clip: pictures.clipFacts(ofItem: index))
  }
}
