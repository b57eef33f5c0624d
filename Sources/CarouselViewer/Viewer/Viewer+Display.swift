import Geometry
import PictureKit
import SDLKit

// MARK: - The on-screen display: what input does to it, its frames, what it shows

extension Viewer {
  /// Shows the display again on input.
  ///
  /// A key, the wheel, the mouse moving with no button held or a drag show it; a press alone
  /// does not (it may be a tap, which toggles the display instead).
  /// While the help is open, a key press closes it and does nothing else.
  /// - Returns: whether the event was used up (a key that closed the help).
  func noteDisplayInput(_ event: InputEvent, now: Double) -> Bool {
    switch event {
    case .key(let key) where key.isDown:
      if display.isHelpShown, !key.isRepeat {
        display.closeHelp()
        markNeedsRedraw()
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
    if pager.isDragging { display.noteInput(at: now) }
    return false
  }

  /// A tap on a page: the help closes, else the display shows or hides.
  func tapDisplay() {
    display.tap(at: lastUpdate)
    markNeedsRedraw()
  }

  /// Asks for a frame when the display's fade or progress bar moved, and for the metadata its
  /// captions and info panel need.
  func updateDisplay(now: Double) {
    if display.needsFrame(at: now, progress: pager.autoScrollProgress(at: now)) {
      markNeedsRedraw()
    }
    metadata.request(itemsNeedingMetadata)
  }

  /// The items whose metadata the display shows: the visible pictures when captions come from
  /// sidecars or Exif, the current item while the info panel is open.
  var itemsNeedingMetadata: [CarouselItem] {
    guard !catalog.isEmpty else { return [] }
    var items: [CarouselItem] = []
    if display.isInfoShown, let current = currentItem { items.append(catalog[current]) }
    if display.settings.caption == .sidecar || display.settings.caption == .exif {
      items += pager.visiblePages.map { catalog[$0.index] }.filter { $0.kind == .picture }
    }
    return items
  }

  /// Takes the metadata read in the background; redraws when the display shows one of them.
  func takeMetadata() {
    let arrived = metadata.takeFinished()
    if !arrived.isDisjoint(with: itemsNeedingMetadata.map(\.key)) { markNeedsRedraw() }
  }

  /// Blocks until the metadata the display shows are read (headless frames and replays, which
  /// show what a fast machine would).
  func waitForMetadata() {
    metadata.request(itemsNeedingMetadata)
    metadata.waitUntilRead()
  }

  /// Draws the display over the pages drawn in this frame.
  func drawDisplay(over pages: [PageDrawing], indices: [Int], in frame: Rect) throws(SDLError) {
    let scene = displayScene(pages: pages, indices: indices, now: lastUpdate)
    try displayPainter.paint(scene, in: frame)
  }

  /// What the display shows at `now` over `pages` (showing items `indices`).
  func displayScene(pages: [PageDrawing], indices: [Int], now: Double) -> DisplayScene {
    var scene = DisplayScene()
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
      if let current = currentItem, catalog.count > 1 {
        scene.indicator = settings.indicator
        scene.page = current
        scene.pageCount = catalog.count
      }
      if settings.showsProgress { scene.progress = pager.autoScrollProgress(at: now) }
    }
    if display.isInfoShown, let current = currentItem { scene.info = infoPanel(forItem: current) }
    if display.isHelpShown {
      scene.help = HelpContent.panel(for: keyMap, orientation: pager.orientation)
    }
    return scene
  }

  /// The caption of picture `index`, or nil for none.
  func captionText(forItem index: Int) -> String? {
    let item = catalog[index]
    switch display.settings.caption {
    case .name: return item.name
    case .sidecar: return metadata.metadata(for: item)?.sidecarText
    case .exif: return metadata.metadata(for: item)?.pictureDescription
    case .none: return nil
    }
  }

  /// The info panel of item `index`: what the viewer knows of it now.
  func infoPanel(forItem index: Int) -> DisplayScene.Panel {
    let item = catalog[index]
    var pixelSize: Size?
    if case .picture(_, let size) = pictures.content(forItem: index) { pixelSize = size }
    return InfoContent.panel(
      for: item, pixelSize: pixelSize, metadata: metadata.metadata(for: item))
  }
}
