import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer
@testable import PictureFiles
@testable import PictureKit

/// Burn-in care: what is drawn still (a kiosk's caption and page dots, the scan's line) moves a
/// pixel at a time every two minutes along one shift, inside its margin at every size, and a
/// frame with something still wakes once a step, never more.
@Suite("Burn-in", .serialized)
struct BurnInTests {
  @Test("the shift walks out from the centre one pixel a step, covers its square, and comes back")
  func path() {
    for amplitude in 1...8 {
      let side = 2 * amplitude + 1
      let cycle = 2 * (side * side - 1)
      let offsets = (0...cycle).map { BurnInShift.offset(step: $0, amplitude: amplitude) }
      #expect(offsets.first! == (0, 0) && offsets.last! == (0, 0), "amplitude \(amplitude)")
      for (a, b) in zip(offsets, offsets.dropFirst()) {
        #expect(abs(a.x - b.x) + abs(a.y - b.y) == 1, "amplitude \(amplitude): \(a) to \(b)")
      }
      let seen = Set(offsets.map { $0.x * 1000 + $0.y })
      #expect(seen.count == side * side, "every offset within ±\(amplitude) is used")
      #expect(offsets.allSatisfy { abs($0.x) <= amplitude && abs($0.y) <= amplitude })
    }
    #expect(BurnInShift.offset(step: 1, amplitude: 3) == (1, 0))
    #expect(BurnInShift.offset(step: 12, amplitude: 3) == (2, -2))
    #expect(BurnInShift.offset(step: 48, amplitude: 3) == (3, 3))
  }

  @Test("a few pixels, well inside the margin, at every window size from 320×240 to 3840×2160")
  func amplitudeInsideTheMargin() {
    var sizes: [(Double, Double)] = []
    for width in stride(from: 320.0, through: 3840, by: 160) {
      for height in stride(from: 240.0, through: 2160, by: 120) { sizes.append((width, height)) }
    }
    for (width, height) in sizes {
      let frame = Rect(x: 0, y: 0, width: width, height: height)
      let margin = DisplayMetrics(frame: frame).margin
      let amplitude = Double(BurnInShift.amplitude(for: frame))
      #expect(amplitude >= 1 && amplitude <= margin / 5, "\(width)×\(height)")
      // Any step's frame keeps the still parts at least margin − amplitude from every edge.
      for step in [0, 7, 24, 48, 80, 200] {
        let shifted = DisplayMetrics(
          frame: frame, shift: BurnInShift(at: Double(step) * 120, frame: frame))
        #expect(abs(shifted.frame.x) <= amplitude && abs(shifted.frame.y) <= amplitude)
      }
    }
    let amplitudes = [(320.0, 240.0), (1920, 1080), (3840, 2160)].map {
      BurnInShift.amplitude(for: Rect(x: 0, y: 0, width: $0.0, height: $0.1))
    }
    #expect(amplitudes == [2, 4, 8])
  }

  /// A kiosk's display of `pictures` dark solid pictures (its page dots and the file name,
  /// always on screen) in a 1280×720 window.
  static func kiosk(pictures: Int = 5, display: DisplaySettings? = nil) throws -> ViewerHarness {
    var settings = DisplaySettings()
    settings.isKiosk = true
    settings.showsProgress = false
    settings.indicator = .dots
    settings.caption = .name
    var pipeline = PipelineSettings()
    pipeline.decoder = SolidColorDecoder(size: Size(width: 1280, height: 720))
    let catalog = Catalog(
      items: (0..<pictures).map { CarouselItem(picture: "/pictures/p\($0).png") })
    return try ViewerHarness(
      catalog: catalog, size: Size(width: 1280, height: 720), display: display ?? settings,
      pipeline: pipeline)
  }

  /// The smallest rectangle holding every bright pixel (the caption's letters, the current
  /// dot) of `frame`: x, y, maxX, maxY.
  static func brightBox(_ frame: Surface) throws -> [Int] {
    var box = [Int.max, Int.max, Int.min, Int.min]
    let width = Int(frame.size.width)
    for (index, pixel) in try frame.argbPixels().enumerated() {
      let red = (pixel >> 16) & 0xFF
      let green = (pixel >> 8) & 0xFF
      let blue = pixel & 0xFF
      guard red > 200, green > 200, blue > 200 else { continue }
      let (x, y) = (index % width, index / width)
      box = [min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y)]
    }
    return box
  }

  @Test("the caption and the dots move by exactly the shift of each step, and stay inside")
  func stillPartsMove() throws {
    try SDLTestSession.run {
      let harness = try Self.kiosk()
      let start = try Self.brightBox(try harness.renderFrame())
      #expect(start[0] < start[2], "something bright is drawn")
      let frame = Rect(x: 0, y: 0, width: 1280, height: 720)
      #expect(BurnInShift.amplitude(for: frame) == 3)
      let margin = DisplayMetrics(frame: frame).margin
      for (step, offset) in [(1, [1, 0]), (12, [2, -2]), (48, [3, 3]), (49, [2, 3])] {
        harness.clock.advance(by: step * 7200 - harness.clock.frame)  // 120 s at 60 Hz
        let box = try Self.brightBox(try harness.renderFrame())
        let expected = [
          start[0] + offset[0], start[1] + offset[1], start[2] + offset[0], start[3] + offset[1],
        ]
        #expect(box == expected, "step \(step)")
        #expect(Double(box[3]) <= 720 - (margin - 3), "inside the margin at step \(step)")
      }
    }
  }

  /// Draws the start's frames (the first picture, the spinner's last turn) until the next
  /// deadline is a second away or none; returns the time reached.
  static func settle(_ harness: ViewerHarness) throws -> Double {
    var now = 0.0
    _ = try harness.renderFrame()
    while let deadline = harness.viewer.nextDeadline(after: now), deadline < 1 {
      now = deadline
      harness.viewer.update(now: now)
      try harness.viewer.draw()
    }
    return now
  }

  @Test("something still wakes the loop once a step; nothing still, never")
  func oneWakeUpPerStep() throws {
    try SDLTestSession.run {
      let harness = try Self.kiosk()
      var now = try Self.settle(harness)
      var wakes: [Double] = []
      while let deadline = harness.viewer.nextDeadline(after: now), deadline <= 3_600 {
        now = deadline
        wakes.append(now)
        harness.viewer.update(now: now)
        #expect(harness.viewer.isFrameDue, "each wake draws the step at \(now)")
        try harness.viewer.draw()
      }
      #expect(wakes == (1...30).map { Double($0) * 120 })
      let bare = try Self.kiosk(display: .off)
      let rest = try Self.settle(bare)
      #expect(bare.viewer.nextDeadline(after: rest) == nil, "no overlay, no wake-up")
    }
  }
}
