import Foundation
import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer
@testable import PictureFiles
@testable import PictureKit

/// Clips in the carousel on the virtual clock (issue 36): the first frame shows while the clip
/// slides in, it plays once the carousel rests on it (frame k at k / fps after), Space and a
/// tap pause it (and a paused clip asks the loop for nothing), it stops when paged away, and a
/// clip that cannot be played is an error page and one line.
@Suite(.serialized) struct ClipPlaybackTests {
  static let size = Size(width: 32, height: 16)

  /// The colour at (`x`, 8) of the frame drawn now.
  static func colour(_ harness: ViewerHarness, x: Int = 16) throws -> UInt32 {
    try harness.viewer.draw()
    let frame = try harness.renderer.readPixels()
    let pixel = try #require(frame.pixel(x: x, y: 8))
    return 0xFF00_0000 | UInt32(pixel.red) << 16 | UInt32(pixel.green) << 8 | UInt32(pixel.blue)
  }

  /// Advances the harness's clock to `time` (s), frame by frame.
  static func advance(_ harness: ViewerHarness, to time: Double) {
    while harness.clock.now() + 1e-9 < time { harness.advance(frames: 1) }
  }

  static func harness(_ paths: [String]) throws -> ViewerHarness {
    try ViewerHarness(catalog: ClipFiles.catalog(paths), size: size, pipeline: ClipFiles.pipeline)
  }

  @Test("it plays from when the carousel rests on it: red at 0.5 s, blue at 1.5, green at 2.5")
  func playsAtItsTimes() throws {
    let folder = try TemporaryFolder()
    let clip = try ClipFiles.colours(in: folder)
    try SDLTestSession.run {
      let harness = try Self.harness([clip])
      _ = try harness.renderFrame()  // its first frame decoded; it opens and plays from now
      let start = harness.clock.now()
      #expect(ClipFiles.near(try Self.colour(harness), ClipFiles.red))
      let next = try #require(harness.viewer.nextDeadline(after: start))
      #expect(abs(next - (start + 1.0 / 15)) < 1e-6, "frame 1 is due 1/15 s after the start")
      for (time, expected) in [(0.5, ClipFiles.red), (1.5, ClipFiles.blue), (2.5, ClipFiles.green)]
      {
        Self.advance(harness, to: start + time)
        let shown = try Self.colour(harness)
        #expect(ClipFiles.near(shown, expected), "at \(time) s: \(String(shown, radix: 16))")
      }
      Self.advance(harness, to: start + 3.5)
      #expect(harness.viewer.clips.deadline == nil, "ended: nothing more is due")
    }
  }

  @Test("its first frame shows while it slides in")
  func firstFrameWhileSlidingIn() throws {
    let folder = try TemporaryFolder()
    let clip = try ClipFiles.colours(in: folder)
    try writeSolidPNG(folder.file("a.png"), size: Self.size, color: .white)
    try SDLTestSession.run {
      let harness = try Self.harness([folder.file("a.png"), clip])
      _ = try harness.renderFrame()
      harness.perform(.next)
      harness.advance(frames: 8)  // mid-transition: the clip's page covers the right half
      _ = try harness.renderFrame()
      #expect(harness.viewer.pager.isAnimating)
      #expect(ClipFiles.near(try Self.colour(harness, x: 30), ClipFiles.red))
      #expect(harness.viewer.clips.deadline == nil, "it does not play while it moves")
      // Opened while it slides in, so that it plays as soon as the carousel rests on it.
      #expect(harness.viewer.clips.openingItem == harness.viewer.catalog[1])
    }
  }

  @Test("Space and a tap pause it and play it on; paused, the loop has no deadline")
  func pausesOnSpaceAndTap() throws {
    let folder = try TemporaryFolder()
    let clip = try ClipFiles.colours(in: folder)
    try SDLTestSession.run {
      let harness = try Self.harness([clip])
      _ = try harness.renderFrame()
      let start = harness.clock.now()
      Self.advance(harness, to: start + 0.5)
      harness.press(.space)
      #expect(harness.viewer.nextDeadline(after: harness.clock.now()) == nil, "idle")
      #expect(harness.viewer.currentItem == 0, "Space on a clip does not page")
      Self.advance(harness, to: start + 2)
      #expect(ClipFiles.near(try Self.colour(harness), ClipFiles.red), "held at 0.5 s")
      harness.press(.space)  // plays on from 0.5 s: blue 0.5 s later
      Self.advance(harness, to: start + 2.7)
      #expect(ClipFiles.near(try Self.colour(harness), ClipFiles.blue))
      harness.viewer.pager(harness.viewer.pager, didTapPageAt: 0)
      #expect(harness.viewer.nextDeadline(after: harness.clock.now()) == nil, "a tap paused it")
      Self.advance(harness, to: start + 4)
      #expect(ClipFiles.near(try Self.colour(harness), ClipFiles.blue))
    }
  }

  @Test("paged away it stops; back, it starts again from its first frame")
  func stopsWhenPagedAway() throws {
    let folder = try TemporaryFolder()
    let clip = try ClipFiles.colours(in: folder)
    try writeSolidPNG(folder.file("b.png"), size: Self.size, color: .white)
    try SDLTestSession.run {
      let harness = try Self.harness([clip, folder.file("b.png")])
      _ = try harness.renderFrame()
      let start = harness.clock.now()
      Self.advance(harness, to: start + 1.5)
      #expect(ClipFiles.near(try Self.colour(harness), ClipFiles.blue))
      harness.perform(.next)
      Self.advance(harness, to: start + 3)
      _ = try harness.renderFrame()
      #expect(harness.viewer.currentItem == 1)
      #expect(harness.viewer.clips.deadline == nil, "stopped")
      harness.perform(.previous)
      harness.advance(frames: 8)
      _ = try harness.renderFrame()
      #expect(harness.viewer.pager.isAnimating)
      #expect(ClipFiles.near(try Self.colour(harness, x: 2), ClipFiles.red), "its first frame")
      Self.advance(harness, to: start + 5)
      _ = try harness.renderFrame()  // rests on it: plays from its start
      let back = harness.clock.now()
      Self.advance(harness, to: back + 0.5)
      #expect(ClipFiles.near(try Self.colour(harness), ClipFiles.red))
      Self.advance(harness, to: back + 1.5)
      #expect(ClipFiles.near(try Self.colour(harness), ClipFiles.blue))
    }
  }

  @Test("a clip that cannot be played is an error page and one line")
  func brokenClip() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      Array("not a clip at all".utf8) + [UInt8](repeating: 7, count: 4000), to: "broken.mp4")
    try SDLTestSession.run {
      let harness = try Self.harness([folder.file("broken.mp4")])
      _ = try harness.renderFrame()
      harness.advance(frames: 30)
      _ = try harness.renderFrame()
      let item = harness.viewer.catalog[0]
      #expect(item.kind == .clip)
      guard case .failure(_, let title) = harness.viewer.pictures.store.content(for: item) else {
        Issue.record("no error page")
        return
      }
      #expect(title == "Cannot play this clip")
      #expect(harness.reportedLines.count == 1, "\(harness.reportedLines)")
      #expect(harness.reportedLines.first?.contains("broken.mp4") == true)
      #expect(harness.viewer.slideshow.dwell(onItem: 0) == nil, "the interval, as a picture's")
    }
  }

  @Test("a slideshow shows a clip for its length, at most --video-max, at least the interval")
  func slideshowDwell() throws {
    let folder = try TemporaryFolder()
    let clip = try ClipFiles.colours(in: folder)
    try writeSolidPNG(folder.file("b.png"), size: Self.size, color: .white)
    try SDLTestSession.run {
      let harness = try Self.harness([clip, folder.file("b.png")])
      _ = try harness.renderFrame()
      let viewer = harness.viewer
      let transition = viewer.pager.autoScrollTransitionDuration
      viewer.slideshow.interval = 1
      let start = harness.clock.now()
      viewer.setSlideshow(true, at: start)
      let dwell = try #require(viewer.slideshow.dwell(onItem: 0))
      #expect(abs(dwell - (3 + transition)) < 0.05, "\(dwell)")
      viewer.pager.autoScrollInterval = 5
      #expect(viewer.slideshow.dwell(onItem: 0) == 5, "at least the interval")
      viewer.pager.autoScrollInterval = 1
      var settings = ShowSettings()
      settings.videoMaximum = 1.5
      viewer.slideshow.apply(settings)
      #expect(viewer.slideshow.dwell(onItem: 0) == 1.5 + transition, "at most --video-max")
      settings.videoMaximum = SlideshowConstants.videoMaximum
      viewer.slideshow.apply(settings)
      // The show moves on after the clip, not after the interval.
      Self.advance(harness, to: start + 2.5)
      #expect(viewer.currentItem == 0)
      #expect(ClipFiles.near(try Self.colour(harness), ClipFiles.green))
      Self.advance(harness, to: start + dwell + transition + 0.2)
      #expect(viewer.currentItem == 1)
    }
  }

  @Test("--videos off lists no clip; muted lists them as clips")
  func listing() throws {
    let folder = try TemporaryFolder()
    _ = try ClipFiles.colours(in: folder)
    try writeSolidPNG(folder.file("b.png"), size: Self.size, color: .white)
    let off = Catalog(paths: [folder.path], listing: ItemListing(clips: false))
    #expect(off.items.map(\.name) == ["b.png"])
    let on = ClipFiles.catalog([folder.path])
    #expect(on.items.map(\.name) == ["b.png", "clip.mp4"])
    #expect(on.items.map(\.kind) == [.picture, .clip])
    guard case .run(let off) = try Options.parse(["--videos", "off"]),
      case .run(let standard) = try Options.parse([])
    else {
      Issue.record("the options did not parse")
      return
    }
    #expect(!off.listing.clips)
    #expect(standard.videos == .muted && standard.listing.clips)
  }

  @Test("the binary's headless frames follow the virtual clock; --videos off lists no clip")
  func headlessBinary() throws {
    let folder = try TemporaryFolder()
    _ = try ClipFiles.colours(in: folder)
    // Frame n is at n / 60 s; the clip plays from frame 0, where the run rests on it.
    for (frames, expected) in [(30, ClipFiles.red), (90, ClipFiles.blue), (150, ClipFiles.green)] {
      let shot = folder.file("shot-\(frames).png")
      let result = try CarouselProcess.run([
        "--headless", "--size", "320x160", "--frames", "\(frames)", "--screenshot", shot,
        folder.path,
      ])
      #expect(result.status == 0 && result.standardError.isEmpty, "\(result.standardError)")
      let frame = try SDLTestSession.run { try Surface(contentsOfFile: shot) }
      let pixel = try #require(frame.pixel(x: 160, y: 80))  // clear of the display's scrims
      let colour =
        0xFF00_0000 | UInt32(pixel.red) << 16 | UInt32(pixel.green) << 8 | UInt32(pixel.blue)
      #expect(ClipFiles.near(colour, expected), "frame \(frames): \(String(colour, radix: 16))")
    }
    let off = try CarouselProcess.run([
      "--headless", "--videos", "off", "--size", "32x16", "--frames", "2", folder.path,
    ])
    #expect(off.status == 0)
    #expect(!off.standardError.contains("clip.mp4"))
    // Heard through SDL's dummy driver: the clip plays, and nothing is said.
    var environment = CarouselProcess.isolatedEnvironment(in: folder)
    environment["SDL_AUDIODRIVER"] = "dummy"
    let sound = try CarouselProcess.run(
      ["--headless", "--videos", "sound", "--size", "32x16", "--frames", "2", folder.path],
      environment: environment)
    #expect(sound.status == 0 && sound.standardError.isEmpty, "\(sound.standardError)")
  }

  @Test("--timing says a clip's first new frame after the rest, and its frames shown at its end")
  func timingLines() throws {
    let folder = try TemporaryFolder()
    _ = try ClipFiles.colours(in: folder)  // 3 s at 15 frames a second: 45 frames
    let result = try CarouselProcess.run([
      "--headless", "--timing", "--size", "320x160", "--frames", "240", folder.path,
    ])
    #expect(result.status == 0)
    let lines = result.standardError.split(separator: "\n").filter { $0.contains("clip ") }
    // On the virtual clock the decoder is waited for: frame 1 is due 1/15 s after the rest, and
    // none is dropped.
    #expect(
      lines == [
        "carousel: timing: clip clip.mp4: first new frame 66.7 ms after the carousel rested",
        "carousel: timing: clip clip.mp4 ended: 45 of 45 frames shown, 0 dropped",
      ], "\(result.standardError)")
  }
}
