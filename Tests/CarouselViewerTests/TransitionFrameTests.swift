import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer

/// Slideshow transitions as drawn: a crossfade frame is the mix of the two pictures' frames, a
/// cut has no frame in between.
@Suite("Transition frames", .serialized)
struct TransitionFrameTests {
  /// A red picture filling a 320×180 window, a narrow blue one (bands of background around
  /// it), and a grey background.
  static func pictures(in folder: TemporaryFolder) throws -> [String] {
    let wide = folder.file("a-red.png")
    let narrow = folder.file("b-blue.png")
    try writeSolidPNG(wide, size: Size(width: 320, height: 180), color: Color(rgb: 0xE0_20_20))
    try writeSolidPNG(narrow, size: Size(width: 90, height: 180), color: Color(rgb: 0x20_40_E0))
    return [wide, narrow]
  }

  static func harness(_ paths: [String], transition: TransitionStyle) throws -> ViewerHarness {
    let harness = try ViewerHarness(paths: paths)
    var options = Options()
    options.transition = transition
    options.background = Color(rgb: 0x80_80_80)
    harness.viewer.configure(options)
    harness.viewer.slideshow.interval = 2
    harness.viewer.setSlideshow(true, at: harness.clock.now())
    return harness
  }

  @Test("a crossfade frame is (1 − f)·old + f·new at every pixel, within the golden tolerance")
  func crossfadeMixesTheTwoFrames() throws {
    let folder = try TemporaryFolder()
    let paths = try Self.pictures(in: folder)
    try SDLTestSession.run {
      let harness = try Self.harness(paths, transition: .fade)
      let old = try harness.renderFrame().argbPixels()
      harness.advance(frames: 120 + 12)  // 0.2 s into the 0.6 s transition
      let fraction = harness.viewer.position
      #expect(fraction > 0.1 && fraction < 0.9, "mid-transition: \(fraction)")
      let middle = try harness.renderFrame().argbPixels()
      harness.advance(frames: 60)
      #expect(harness.viewer.position == 1)
      let new = try harness.renderFrame().argbPixels()
      var worst = 0
      for index in middle.indices {
        let (a, b) = (Color(argb: old[index]), Color(argb: new[index]))
        let mix = Color(
          red: Self.mix(a.red, b.red, fraction), green: Self.mix(a.green, b.green, fraction),
          blue: Self.mix(a.blue, b.blue, fraction))
        worst = max(worst, mix.maximumChannelDifference(to: Color(argb: middle[index])))
      }
      #expect(worst <= GoldenFrame(path: "").tolerance, "largest channel difference \(worst)")
      // Both pages stay in place: the band left of the blue picture mixes red with grey.
      let band = Color(argb: middle[90 * 320 + 20])
      #expect(band.maximumChannelDifference(to: Color(argb: old[90 * 320 + 20])) > 8)
    }
  }

  @Test("a cut (--transition none) goes from one picture to the next between two frames")
  func cutHasNoFrameBetween() throws {
    let folder = try TemporaryFolder()
    let paths = try Self.pictures(in: folder)
    try SDLTestSession.run {
      let harness = try Self.harness(paths, transition: .none)
      harness.viewer.configure(
        {
          var options = Options()
          options.transition = .none
          return options
        }())
      harness.advance(frames: 119)
      #expect(harness.viewer.position == 0)
      harness.advance(frames: 1)  // 2 s
      #expect(harness.viewer.position == 1)
      #expect(!harness.viewer.isAnimating)
    }
  }

  static func mix(_ a: UInt8, _ b: UInt8, _ fraction: Double) -> UInt8 {
    UInt8((Double(a) * (1 - fraction) + Double(b) * fraction).rounded())
  }
}
