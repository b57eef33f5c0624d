import Geometry
import Testing

@testable import CarouselViewer
@testable import InfinitePager

/// The display's state on explicit time: auto-hide, taps, panels, and the frames it asks for.
@Suite("Display state")
struct DisplayStateTests {
  @Test("Shown for 3 s after input, then fading out over 0.4 s; input brings it back")
  func autoHides() {
    var visibility = DisplayVisibility(autoHides: true, shownAt: 10)
    #expect(visibility.opacity(at: 12.9) == 1)
    #expect(visibility.nextChange(after: 12.9) == 13)
    #expect(visibility.isFading(at: 13))
    let half = visibility.opacity(at: 13.2)
    #expect(half > 0 && half < 1)
    #expect(visibility.opacity(at: 13.4) == 0)
    #expect(visibility.nextChange(after: 13.4) == nil)
    visibility.reveal(at: 20)
    #expect(visibility.opacity(at: 22) == 1)
    #expect(visibility.nextChange(after: 22) == 23)
  }

  @Test("A tap hides a shown display (even fading) and shows a hidden one")
  func tapToggles() {
    var visibility = DisplayVisibility(autoHides: true, shownAt: 0)
    visibility.toggle(at: 1)
    #expect(visibility.opacity(at: 1) == 0)
    #expect(visibility.nextChange(after: 1) == nil)
    visibility.toggle(at: 2)
    #expect(visibility.opacity(at: 4.9) == 1)
    #expect(visibility.opacity(at: 5.5) == 0)
    var fading = DisplayVisibility(autoHides: true, shownAt: 0)
    fading.toggle(at: 3.1)
    #expect(fading.opacity(at: 3.1) == 0, "a tap during the fade hides at once")
  }

  @Test("Without auto-hide (a kiosk) the display never fades and asks for no frames")
  func kioskStays() {
    var display = OnScreenDisplay(settings: Self.kiosk, now: 0)
    #expect(display.opacity(at: 1_000_000) == 1)
    let first = display.needsFrame(at: 0, progress: nil)
    #expect(first)
    let later = display.needsFrame(at: 1_000, progress: nil)
    #expect(!later)
    #expect(display.deadline == nil)
    display.tap(at: 5)
    #expect(display.opacity(at: 5) == 1, "a tap does not hide a kiosk's display")
    display.toggleHelp()
    display.toggleInfo()
    #expect(!display.isHelpShown && !display.isInfoShown, "no help or info in a kiosk")
  }

  @Test("Frames: one when the fade starts, one per 1/10 s during it, none once hidden")
  func framesOfTheFade() {
    var display = OnScreenDisplay(settings: DisplaySettings(), now: 0)
    let start = display.needsFrame(at: 0, progress: nil)
    #expect(start)
    #expect(display.deadline == 3)
    let before = display.needsFrame(at: 1, progress: nil)
    #expect(!before)
    let fadeStart = display.needsFrame(at: 3, progress: nil)
    #expect(fadeStart)
    #expect(display.deadline == 3 + DisplayConstants.fadeFrameInterval)
    let tooSoon = display.needsFrame(at: 3.01, progress: nil)
    #expect(!tooSoon, "not before the next fade frame")
    var frames = 1
    var now = 3.0
    while now < 4 {
      now += 1.0 / 240
      if display.needsFrame(at: now, progress: nil) { frames += 1 }
    }
    #expect(frames >= 5 && frames <= 6, "0.4 s at 10 frames a second, then the last")
    #expect(display.deadline == nil, "hidden: no deadline")
    let hidden = display.needsFrame(at: 100, progress: nil)
    #expect(!hidden, "hidden: no frames")
  }

  @Test("While the slideshow counts down, the shown display asks for a frame each 1/20 s")
  func framesOfTheProgressBar() {
    var display = OnScreenDisplay(settings: DisplaySettings(), now: 0)
    let running = AutoScrollProgress(dwell: 5, timeLeft: 4, isPaused: false)
    _ = display.needsFrame(at: 1, progress: running)
    #expect(display.deadline == 1 + DisplayConstants.progressFrameInterval)
    let paused = AutoScrollProgress(dwell: 5, timeLeft: 4, isPaused: true)
    _ = display.needsFrame(at: 1.1, progress: paused)
    #expect(display.deadline == 3, "paused, the bar stands still: only the fade is to come")
  }

  @Test("A press is not input that shows the display, so a tap can hide it")
  func tapAfterAPress() {
    var display = OnScreenDisplay(settings: DisplaySettings(), now: 0)
    display.tap(at: 1)
    #expect(display.opacity(at: 1) == 0)
    display.tap(at: 2)
    #expect(display.opacity(at: 2) == 1)
  }

  @Test(
    "Dots: all pages up to seven; past seven a window round the current page, its ends small",
    arguments: [
      (3, 1, [1.0, 1, 1], 0, 1),
      (7, 6, [1.0, 1, 1, 1, 1, 1, 1], 0, 6),
      (300, 0, [1.0, 1, 1, 1, 1, 0.7, 0.4], 0, 0),
      (300, 150, [0.4, 0.7, 1, 1, 1, 0.7, 0.4], 147, 3),
      (300, 299, [0.4, 0.7, 1, 1, 1, 1, 1], 293, 6),
      (8, 2, [1.0, 1, 1, 1, 1, 0.7, 0.4], 0, 2),
    ])
  func dots(count: Int, current: Int, scales: [Double], firstPage: Int, currentSlot: Int) {
    let dots = PageDots.dots(count: count, current: current)
    #expect(dots.map(\.scale) == scales)
    #expect(dots.first?.page == firstPage)
    #expect(dots.firstIndex { $0.isCurrent } == currentSlot)
    #expect(dots.filter(\.isCurrent).count == 1)
  }

  static let kiosk: DisplaySettings = {
    var options = Options()
    options.indicator = .count
    options.isKiosk = true
    return DisplaySettings(options: options)
  }()

  @Test("In a kiosk only what --indicator and --caption ask for shows")
  func kioskDefaults() {
    #expect(Self.kiosk.indicator == .count)
    #expect(Self.kiosk.caption == .none)
    #expect(!Self.kiosk.showsProgress)
    let desktop = DisplaySettings(options: Options())
    #expect(desktop.indicator == .dots && desktop.caption == .name && desktop.showsProgress)
  }

  @Test("Sizes follow the drawable: twice the pixels (HiDPI) give twice the text, crisp")
  func metricsScaleWithTheDrawable() {
    let normal = DisplayMetrics(frame: Rect(x: 0, y: 0, width: 1280, height: 720))
    let hidpi = DisplayMetrics(frame: Rect(x: 0, y: 0, width: 2560, height: 1440))
    #expect(normal.textSize == 20)
    #expect(hidpi.textSize == 40)
    #expect(abs(hidpi.dotDiameter - 2 * normal.dotDiameter) <= 1, "rounded to whole pixels")
    #expect(DisplayMetrics(frame: Rect(x: 0, y: 0, width: 320, height: 240)).textSize == 12)
  }
}
