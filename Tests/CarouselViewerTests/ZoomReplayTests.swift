import Foundation
import Geometry
import SDLKit
import SDLTestSupport
import ScrollPhysics
import TestSupport
import Testing

@testable import CarouselViewer

/// Zoom and pan replays (docs/physics.md §17), positions and scales checked at explicit times.
///
/// Two 2400×1600 pictures are made at test time and shown in a 480×270 window: each is fitted at
/// 405×270 points (0.16875 per pixel), so 1:1 is a zoom of 5.9259 and the deepest 47.41.
@Suite("Zoom replays", .serialized)
struct ZoomReplayTests {
  static let size = Size(width: 480, height: 270)
  static let fit = 270.0 / 1600
  static let oneToOne = 1 / fit

  /// A 2400×1600 picture: grey, black lines 2 px wide every 40 px each way, a coloured square.
  static func makePicture(_ name: String, square: Color, in folder: TemporaryFolder) throws
    -> String
  {
    try SDLTestSession.run {
      let surface = try Surface(size: Size(width: 2400, height: 1600))
      try surface.fill(Color(red: 128, green: 128, blue: 128))
      for x in stride(from: 0, to: 2400, by: 40) {
        try surface.fill(Rect(x: Double(x), y: 0, width: 2, height: 1600), with: .black)
      }
      for y in stride(from: 0, to: 1600, by: 40) {
        try surface.fill(Rect(x: 0, y: Double(y), width: 2400, height: 2), with: .black)
      }
      try surface.fill(Rect(x: 1000, y: 700, width: 200, height: 200), with: square)
      try surface.savePNG(to: folder.file(name))
    }
    return folder.file(name)
  }

  static func pictures(in folder: TemporaryFolder) throws -> [String] {
    [
      try makePicture("a.png", square: Color(red: 220, green: 40, blue: 40), in: folder),
      try makePicture("b.png", square: Color(red: 40, green: 40, blue: 220), in: folder),
    ]
  }

  static func run(_ replay: String) throws -> [TraceEntry] {
    let folder = try TemporaryFolder()
    return try ReplayHarness.run(replay, paths: try pictures(in: folder), size: size)
  }

  /// The frame at `time` ms.
  static func frame(_ trace: [TraceEntry], at time: Double) throws -> TraceEntry {
    try #require(trace.first { $0.type == "frame" && abs($0.time - time) < 0.05 })
  }

  /// The last frame traced at or before `time` ms (frames at rest are passed over, so a rest is
  /// read from the frame it began with).
  static func frame(_ trace: [TraceEntry], before time: Double) throws -> TraceEntry {
    try #require(trace.last { $0.type == "frame" && $0.time <= time })
  }

  /// A critically damped spring's value `t` s after it left `from` at rest for `to` (§7).
  static func spring(from: Double, to: Double, after t: Double) -> Double {
    let omega = PhysicsConstants.springOmega
    return to + (from - to) * (1 + omega * t) * exp(-omega * t)
  }

  @Test("Z zooms to 1:1; each arrow pans an eighth of the view; at the edge Right pages")
  func arrowKeysPan() throws {
    let trace = try Self.run("zoom-arrow-keys-pan-then-page")
    let zoomed = try Self.frame(trace, before: 1490)
    #expect(abs((zoomed.zoom ?? 0) - Self.oneToOne) < 1e-4)
    #expect(zoomed.offsetX == 0)
    // Right: the content moves left by 480 / 8 points, with a spring.
    let panned = try Self.frame(trace, before: 2990)
    #expect(abs((panned.offsetX ?? 0) + 60) < 0.01)
    // Sixteen more reach the right edge, 2400 / 2 − 240 = 960 points, and stop there; Down pans
    // the other axis by 270 / 8.
    let atEdge = try Self.frame(trace, before: 7990)
    #expect(abs((atEdge.offsetX ?? 0) + 960) < 0.01)
    #expect(abs((atEdge.offsetY ?? 0) + 33.75) < 0.01)
    #expect(trace.filter { $0.type == "page" }.map(\.page) == [1], "Right at the edge pages")
    let page = try #require(trace.first { $0.type == "page" })
    #expect(page.time > 8000)
  }

  @Test("a double tap springs to 1:1 about the tap point, a second one back to the fit")
  func doubleTap() throws {
    let trace = try Self.run("zoom-double-tap")
    // The tap at (120, 135) is 120 points left of the centre; it keeps its picture point, so
    // the offset ends at −120 + 120 × 5.9259.
    let early = try Self.frame(trace, at: 350)  // 0.1 s into the spring
    #expect(abs((early.zoom ?? 0) - Self.spring(from: 1, to: Self.oneToOne, after: 0.1)) < 2e-4)
    let settled = try Self.frame(trace, before: 1990)
    #expect(abs((settled.zoom ?? 0) - Self.oneToOne) < 1e-4)
    #expect(abs((settled.offsetX ?? 0) - (-120 + 120 * Self.oneToOne)) < 0.01)
    #expect(settled.offsetY == 0)
    // The second double tap, at the centre, springs back; at rest at the fit the zoom is gone.
    let back = try Self.frame(trace, at: 2350)
    #expect(abs((back.zoom ?? 0) - Self.spring(from: Self.oneToOne, to: 1, after: 0.1)) < 2e-4)
    let end = try #require(trace.last { $0.type == "frame" })
    #expect(end.zoom == nil)
    #expect(ReplayHarness.events(trace) == ["tap 0", "tap 0", "tap 0", "tap 0"])
  }

  @Test("two fingers pinch 3× about their midpoint; pinched below the fit, it springs back")
  func pinch() throws {
    let trace = try Self.run("zoom-pinch")
    // 96 points apart, then 288: three times, about the centre.
    let spread = try Self.frame(trace, at: 66.7)
    #expect(spread.zoom == 3)
    #expect(spread.offsetX == 0 && spread.offsetY == 0)
    #expect(try Self.frame(trace, before: 990).zoom == 3, "released inside the limits, it stays")
    // 192 points apart, then 48: a quarter, so 0.75 raw, drawn through the rubber band in log
    // zoom: e^(−band(ln 4/3))... measured against the formula.
    let raw = log(0.75)
    let banded = exp(raw * log(2.0) * 0.55 / (log(2.0) + 0.55 * abs(raw)))
    #expect(abs((try Self.frame(trace, at: 1050).zoom ?? 0) - banded) < 1e-4)
    let end = try #require(trace.last { $0.type == "frame" })
    #expect(end.zoom == nil, "back at the fit")
    #expect(ReplayHarness.events(trace).isEmpty, "a pinch never pages or taps")
  }

  @Test("Ctrl+wheel zooms a step per notch about the pointer; without Ctrl the wheel pages")
  func ctrlWheel() throws {
    let trace = try Self.run("zoom-ctrl-wheel")
    // One notch: 1.25 about (−120, 0); the offset −120 + 120 × 1.25 = 30 is past its limit
    // (405 × 1.25 − 480) / 2 = 13.125.
    let first = try Self.frame(trace, before: 990)
    #expect(first.zoom == 1.25)
    #expect(first.offsetX == 13.13)
    // Two: 1.5625, the picture point under the pointer kept: −120 + (120 + 13.125) × 1.25.
    let second = try Self.frame(trace, before: 1990)
    #expect(second.zoom == 1.5625)
    #expect(abs((second.offsetX ?? 0) - (-120 + 133.125 * 1.25)) < 0.01)
    // Two notches back in one frame: 1.5625 × 0.64 = 1, the fit.
    #expect(try Self.frame(trace, before: 2990).zoom == nil)
    // Without Ctrl the notch pages.
    #expect(ReplayHarness.events(trace) == ["page 1 next", "settled 1"])
    let page = try #require(trace.first { $0.type == "page" })
    #expect(page.time > 3100 && page.time < 3300)
  }

  @Test("a zoomed swipe pans and flings to the edge; a further swipe there turns the page")
  func panFlingEdgePage() throws {
    let trace = try Self.run("zoom-pan-fling-edge-page")
    let zoom = 1.25 * 1.25
    let limit = (405 * zoom - 480) / 2
    #expect(try Self.frame(trace, before: 990).zoom == zoom)
    // The finger moves the picture 1:1 from one slop past the press: at 1033.3 ms it is at
    // 0.35 × 480 = 168, 72 − 16 = 56 points from the anchor.
    #expect(try Self.frame(trace, at: 1033.3).offsetX == -56)
    // At 1050 ms, 104 points: past the edge, drawn through the rubber band.
    let past = 104 - limit
    let banded = -limit - past * 480 * 0.55 / (480 + 0.55 * past)
    #expect(abs((try Self.frame(trace, at: 1050).offsetX ?? 0) - banded) < 0.01)
    // Released past the edge still moving outwards, it goes a little further and springs back
    // onto the edge, where it rests.
    let coast = trace.filter { $0.type == "frame" && $0.time > 1056 && $0.time < 2990 }
      .compactMap(\.offsetX)
    #expect(coast.min() ?? 0 < banded && coast.min() ?? 0 > -limit - 100)
    #expect(abs((try Self.frame(trace, before: 2990).offsetX ?? 0) + limit) < 0.01)
    #expect(ReplayHarness.events(trace) == ["page 1 next", "settled 1"])
    let page = try #require(trace.first { $0.type == "page" })
    #expect(page.time > 3000)
    let end = try #require(trace.last { $0.type == "frame" })
    #expect(end.zoom == nil, "the next picture is shown fitted; the zoom went with its page")
  }

  @Test("the zoom stays with its picture: paging away and back shows it fitted")
  func resetOnPageChange() throws {
    let trace = try Self.run("zoom-reset-on-page-change")
    #expect(try Self.frame(trace, before: 990).zoom == 1.25)
    #expect(try Self.frame(trace, before: 1990).zoom == nil)
    #expect(try #require(trace.last { $0.type == "frame" }).zoom == nil)
    #expect(
      ReplayHarness.events(trace) == ["page 1 next", "settled 1", "page 0 previous", "settled 0"])
  }
}
