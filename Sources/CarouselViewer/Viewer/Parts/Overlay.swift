import Geometry
import Gestures
import InfinitePager
import PictureKit
import SDLKit

/// The on-screen display as the viewer runs it: its state (auto-hide, panels), the metadata
/// its captions and info panel show, read in the background, and its painter.
///
/// What input does to it (``noteInput(_:isDragging:at:)``, ``tap(at:)``), when it needs frames
/// (``needsFrame(at:progress:)``), and what it shows over the pages (``scene(pages:indices:now:
/// keys:)``). Main thread only, owned by the ``Viewer``.
final class Overlay {
  private let pager: InfinitePager<PageView>
  private let pictures: PictureFeed
  /// The display's state: auto-hide, panels, its frames.
  private(set) var display: OnScreenDisplay
  /// What captions and the info panel show of the items, read in the background.
  let metadata: MetadataBook
  /// Draws the display (captions, indicator, progress, info, help).
  let painter: DisplayPainter
  /// The burn-in step of the last frame drawn, when it had something still in it (the display,
  /// the scan's status line); nil when it had nothing still, which then asks for no frames.
  private var stillStep: Int?

  /// - Parameter metadataRead: called on the reading thread when metadata arrives.
  init(
    pager: InfinitePager<PageView>, pictures: PictureFeed, settings: DisplaySettings,
    painter: DisplayPainter, stop: StopSignal, metadataRead: @escaping @Sendable () -> Void
  ) {
    self.pager = pager
    self.pictures = pictures
    self.painter = painter
    display = OnScreenDisplay(settings: settings, now: 0)
    metadata = MetadataBook(stop: stop, notify: metadataRead)
  }

  /// The display shows at `now` (s), then fades: at the start.
  func reveal(at now: Double) {
    display.noteInput(at: now)
  }

  /// Shows the display again on input.
  ///
  /// A key, the wheel, the mouse moving with no button held or a drag show it; a press alone
  /// does not (it may be a tap, which toggles the display instead). While the help is open, a
  /// key press closes it and does nothing else.
  /// - Returns: whether the event was used up (a key that closed the help).
  func noteInput(_ event: InputEvent, isDragging: Bool, at now: Double) -> Bool {
    switch event {
    case .key(let key) where key.isDown:
      if display.isHelpShown, !key.isRepeat {
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

  func toggleHelp() { display.toggleHelp() }

  /// When the display next needs a frame without input, in s: its fade and progress, and the
  /// next burn-in step while something still is on screen.
  var deadline: Double? {
    let step = stillStep.map { BurnInShift.time(ofStep: $0 + 1) }
    return [display.deadline, step].compactMap { $0 }.min()
  }

  /// Whether the display needs a frame at `now` (its fade or progress bar moved, or the burn-in
  /// shift took a step under something still); asks for the metadata it shows.
  func needsFrame(at now: Double, progress: AutoScrollProgress?) -> Bool {
    metadata.request(itemsNeedingMetadata)
    let moved = display.needsFrame(at: now, progress: progress)
    return moved || stillStep.map { $0 != BurnInShift.step(at: now) } ?? false
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
    if display.isInfoShown, let current = pager.currentIndex { items.append(catalog[current]) }
    if display.settings.caption == .sidecar || display.settings.caption == .exif {
      items += pager.visiblePages.map { catalog[$0.index] }.filter { $0.kind == .picture }
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
  }

  /// What the display shows at `now` over `pages` (showing items `indices`), with the help
  /// listing `keys`.
  func scene(pages: [PageDrawing], indices: [Int], now: Double, keys: KeyMap) -> DisplayScene {
    var scene = DisplayScene()
    let settings = display.settings
    let catalog = pictures.catalog
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
      if let current = pager.currentIndex, catalog.count > 1 {
        scene.indicator = settings.indicator
        scene.page = current
        scene.pageCount = catalog.count
      }
      if settings.showsProgress { scene.progress = pager.autoScrollProgress(at: now) }
    }
    if display.isInfoShown, let current = pager.currentIndex {
      scene.info = infoPanel(forItem: current)
    }
    if display.isHelpShown {
      scene.help = HelpContent.panel(for: keys, orientation: pager.orientation)
    }
    return scene
  }

  /// The caption of picture `index`, or nil for none.
  func captionText(forItem index: Int) -> String? {
    let item = pictures.catalog[index]
    switch display.settings.caption {
    case .name: return item.name
    case .sidecar: return metadata.metadata(for: item)?.sidecarText
    case .exif: return metadata.metadata(for: item)?.pictureDescription
    case .none: return nil
    }
  }

  /// The info panel of item `index`: what the viewer knows of it now.
  func infoPanel(forItem index: Int) -> DisplayScene.Panel {
    let item = pictures.catalog[index]
    var pixelSize: Size?
    if case .picture(_, let size) = pictures.content(forItem: index) { pixelSize = size }
    return InfoContent.panel(
      for: item, pixelSize: pixelSize, metadata: metadata.metadata(for: item))
  }
}
