import Geometry
import SDLKit
import SDLTestSupport
import SystemKit
import TestSupport
import Testing

@testable import CarouselViewer

/// The display's still parts keep clear of one another at every window size from 320×240 to
/// 3840×2160 (and portrait screens): the clock and the overlay file's lines in any corners, the
/// page dots or count, two lines of caption, the progress bar and "Paused".
@Suite("Display layout", .serialized)
struct DisplayLayoutTests {
  static let sizes = [
    (320, 240), (400, 300), (480, 320), (640, 360), (640, 480), (800, 480), (1024, 600),
    (1280, 720), (1280, 800), (1920, 1080), (2560, 1440), (3840, 2160), (480, 800),
    (768, 1024), (1080, 1920),
  ]
  static let placements: [(Corner, Corner)] = [
    (.bottomRight, .topLeft), (.bottomLeft, .bottomRight), (.bottomRight, .bottomRight),
    (.topRight, .topRight), (.topLeft, .bottomLeft),
  ]

  static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
    let meeting = a.intersection(b)
    return meeting.width > 0 && meeting.height > 0
  }

  static func inside(_ inner: Rect, _ outer: Rect) -> Bool {
    inner.x >= outer.x && inner.y >= outer.y && inner.maxX <= outer.maxX
      && inner.maxY <= outer.maxY
  }

  @Test("the clock, the overlay lines, the indicator, captions and Paused never overlap")
  func partsKeepClear() throws {
    try SDLTestSession.run {
      let renderer = try Renderer(drawingInto: try Surface(size: Size(width: 8, height: 8)))
      let fonts = FontBook(fallback: AssetLocator.font(), reporter: .silent)
      let text = TextCache(renderer: renderer, fonts: fonts)
      let painter = DisplayPainter(
        renderer: renderer, text: text, layouts: TextLayoutCache(fonts: fonts),
        face: fonts.face(named: nil))
      var checked = 0
      for (width, height) in Self.sizes {
        let frame = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        let metrics = DisplayMetrics(frame: frame)
        for (clock, note) in Self.placements {
          for indicator in [IndicatorStyle.dots, .count] {
            let corners = [
              DisplayScene.CornerText(
                corner: clock, lines: ["Wednesday 23:59"], scale: RenderingConstants.clockScale),
              DisplayScene.CornerText(
                corner: note,
                lines: ["Rain, 12 °C, wind 20 km/h from the north-west", "Dentist at 15:00"]),
            ]
            let indicatorWidth = try #require(
              painter.indicatorWidth(indicator, page: 119, count: 340, metrics: metrics))
            let fitted = painter.fittedCorners(
              corners, metrics: metrics, indicatorWidth: indicatorWidth)
            let captionHeight = painter.captionHeight(metrics: metrics)
            let layout = DisplayLayout(
              blocks: fitted.map(\.block), metrics: metrics, indicatorWidth: indicatorWidth,
              captionHeight: captionHeight)
            // The parts the corners must clear.
            let indicatorRect = Rect(
              x: (frame.width - indicatorWidth) / 2,
              y: frame.maxY - metrics.margin - metrics.indicatorHeight, width: indicatorWidth,
              height: metrics.indicatorHeight)
            let captionWidth = min(
              frame.width * RenderingConstants.captionWidthFraction,
              layout.captionWidthLimit ?? .infinity)
            let captionBottom = metrics.captionBottom(withIndicator: true)
            let captionRect = Rect(
              x: (frame.width - captionWidth) / 2, y: captionBottom - captionHeight,
              width: captionWidth, height: captionHeight)
            let progressRect = Rect(
              x: 0, y: frame.maxY - metrics.barHeight, width: frame.width,
              height: metrics.barHeight)
            let pausedWidth = Double(metrics.textSize) * 4.5
            let pausedRect = Rect(
              x: frame.maxX - metrics.margin - pausedWidth, y: layout.pausedTop,
              width: pausedWidth, height: Double(metrics.textSize) * 1.6)
            let label = "\(width)×\(height), clock \(clock), lines \(note), \(indicator)"
            for (index, block) in layout.blockFrames.enumerated() {
              #expect(Self.inside(block, frame), "\(label): block \(index) \(block) outside")
              #expect(block.width > 0 && block.height > 0, "\(label): block \(index) empty")
              for other in [indicatorRect, captionRect, progressRect, pausedRect] {
                #expect(
                  !Self.overlaps(block, other), "\(label): block \(index) \(block) on \(other)")
              }
              for later in layout.blockFrames.dropFirst(index + 1) {
                #expect(!Self.overlaps(block, later), "\(label): \(block) on \(later)")
              }
            }
            #expect(!Self.overlaps(captionRect, indicatorRect), "\(label): caption on indicator")
            #expect(
              captionRect.width >= frame.width * 0.3, "\(label): caption \(captionRect.width)")
            checked += 1
          }
        }
      }
      #expect(checked == Self.sizes.count * Self.placements.count * 2)
    }
  }
}
