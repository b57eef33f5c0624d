import Foundation
import SDLKit
import TestSupport
import Testing

@testable import CarouselViewer
@testable import Gestures
@testable import ReplayFormat

/// One stored replay per rule of docs/physics.md, played through SDL's event queue on the virtual
/// clock, with the exact pages and settles of its trace.
@Suite("Replays: the rules of docs/physics.md", .serialized)
struct ReplayRuleTests {
  static let rules: [(replay: String, events: [String], endPage: Int)] = [
    // §6: a slow release commits past half a page (Flutter's round()).
    ("slow-drag-49-stays", ["settled 0"], 0),
    ("slow-drag-51-commits", ["page 1 next", "settled 1"], 1),
    ("mouse-drag-55-commits", ["page 1 next", "settled 1"], 1),
    // §6: a flick (≥ 400 lp/s, ≥ 24 lp) at 10 % goes to the next page.
    ("flick-10-commits", ["page 1 next", "settled 1"], 1),
    // §6, bug: a quick 30 px touch flick at 600 lp/s turns the page. The 24 lp fling distance
    // counts from where the finger went down; it was counted from where the drag began after
    // the 16 lp slop (14 lp here), so such a flick sprang back.
    ("flick-30px-commits", ["page 1 next", "settled 1"], 1),
    // §6: a counter-flick returns to the page the drag came from.
    ("counter-flick-returns", ["page 1 next", "page 0 previous", "settled 0"], 0),
    // §4: a 60 ms pause before the lift zeroes the velocity: 30 % stays.
    ("pause-before-lift-stays", ["settled 0"], 0),
    // §5: the finger freezes the key's spring at 47 % and a 5 px move (under the slop) moves
    // it; released after a pause, it settles on the nearest page, 0, not the key's target.
    ("catch-during-snap", ["settled 0"], 0),
    // §5: a click 2 lp or less from the end of the key's spring (at 580 ms of ~610) finishes
    // it on page 1, and the click is then a tap there.
    ("tap-near-end-of-snap", ["page 1 next", "settled 1", "tap 1"], 1),
    // §8c: three pages of trackpad travel (a long momentum tail) give exactly one page.
    ("trackpad-momentum-tail-one-page", ["page 1 next", "settled 1"], 1),
    // §8d: an X11 two-finger swipe read through XInput2 (2.6 pages of travel with its tail)
    // follows the fingers and turns exactly one page.
    ("x11-smooth-swipe-one-page", ["page 1 next", "settled 1"], 1),
    // §8b: eight X11 ticks 12 ms apart are one burst: one page.
    ("x11-tick-burst-one-page", ["page 1 next", "settled 1"], 1),
    // §8a: ten notches 10 ms apart lead by at most two pages: the last notches come when page
    // 1 is under the centre, so the target is 3, never 10.
    ("ten-wheel-notches-lead-cap", ["page 1 next", "page 2 next", "page 3 next", "settled 3"], 3),
    // Taps (a finger within the touch slop, a click within the mouse slop) never move.
    ("tap", ["tap 0", "tap 0"], 0),
    // §2: hiding the window cancels the drag at 40 %: back to 0, and the rest of the swipe
    // does nothing.
    ("hide-cancels-drag", ["settled 0"], 0),
    // §3: mouse events SDL made from touch are ignored.
    ("touch-mouse-ignored", [], 0),
    // §3: a touchscreen's swipe and tap reach the touch recogniser once: the mouse events made
    // from them (SDL's, marked, and a pointer emulation's, unmarked) count for nothing.
    ("touchscreen-emulated-mouse-once", ["page 1 next", "settled 1", "tap 1"], 1),
  ]

  @Test("a replay gives the exact pages, settles and taps", arguments: rules)
  func replayFollowsRule(replay: String, events: [String], endPage: Int) throws {
    let trace = try ReplayHarness.run(replay)
    #expect(ReplayHarness.events(trace) == events)
    let end = try #require(trace.last)
    #expect(end.type == "end")
    #expect(end.page == endPage)
    #expect(end.position == Double(endPage))
  }

  @Test("catch during a snap: the position freezes at the press and follows 5 px at once")
  func catchFreezesTheSpring() throws {
    let frames = try ReplayHarness.run("catch-during-snap", tracesFrames: true)
      .filter { $0.type == "frame" }
    let held = frames.filter { $0.time >= 100 && $0.time < 300 }.compactMap(\.position)
    #expect(held.count == 12)
    #expect(Set(held).count == 1)
    let frozen = try #require(held.first)
    #expect(frozen > 0.46 && frozen < 0.47)  // 1 − 2.571·e^(−1.571) = 0.4655 at 100 ms
    let moved = try #require(frames.first { $0.time == 300 }?.position)
    #expect(abs(moved - (frozen + 5.0 / 1280)) < 2e-4)
  }

  @Test("X11 smooth scrolling follows the fingers: 15 libinput px per increment, 400 per page")
  func smoothScrollFollows() throws {
    let frames = try ReplayHarness.run("x11-smooth-swipe-one-page", tracesFrames: true)
      .filter { $0.type == "frame" }
    func position(at time: Double) throws -> Double {
      try #require(frames.first { abs($0.time - time) < 0.1 }?.position)
    }
    // Frame 1 (16.7 ms) has the events at 0, 8 and 16 ms; frame 2 those at 24 and 32 too.
    // Values are not multiples of 1/8, which would read as wheel notches (§3).
    let units1: Double = 0.53 + 1.07 + 1.61
    let units2: Double = units1 + 2.23 + 2.61
    #expect(abs(try position(at: 16.7) - units1 * 15 / 400) < 1e-4)  // traces have 4 decimals
    #expect(abs(try position(at: 33.3) - units2 * 15 / 400) < 1e-4)
    #expect(frames.compactMap(\.position).max() ?? 2 <= 1.0)
  }

  @Test("ten wheel notches: the carousel never passes the capped target")
  func wheelNotchesStayCapped() throws {
    let positions = try ReplayHarness.run("ten-wheel-notches-lead-cap", tracesFrames: true)
      .filter { $0.type == "frame" }.compactMap(\.position)
    #expect(positions.max() ?? 0 <= 3.0)
  }

  @Test("held key: steady next pages while held, at most two more after the release")
  func heldKeyRepeat() throws {
    let trace = try ReplayHarness.run("held-key-repeat", items: 10)
    let pages = trace.filter { $0.type == "page" }
    #expect(pages.allSatisfy { $0.direction == "next" })
    for (earlier, later) in zip(pages, pages.dropFirst()) {
      #expect(later.page == ((earlier.page ?? 0) + 1) % 10, "consecutive pages")
    }
    #expect(pages.count == 25)
    #expect(pages.filter { $0.time > 2000 }.count <= 2)
    #expect(ReplayHarness.events(trace).filter { $0.hasPrefix("settled") } == ["settled 5"])
  }

  @Test("a remote: d-pad, shoulders and media keys page, A and Play toggle slides, B exits")
  func controllerAndMediaKeys() throws {
    let trace = try ReplayHarness.run("controller-and-media-keys")
    #expect(
      ReplayHarness.events(trace) == [
        "page 1 next", "settled 1", "page 2 next", "settled 2", "page 3 next", "settled 3",
        "page 2 previous", "settled 2", "page 1 previous", "settled 1", "page 0 previous",
        "settled 0",
        // A at 6 s starts the slideshow: one picture at 11 s; Play/Pause at 12.7 s stops it.
        "page 1 next", "settled 1",
      ])
    let slideshow = try #require(trace.first { $0.summary == "page 1 next" && $0.time > 6000 })
    #expect(slideshow.time > 11000 && slideshow.time < 11600)
    let end = try #require(trace.last)
    #expect(end.time == 20000)  // B quit there; the Right at 30 s never came
    #expect(end.page == 1)
  }

  @Test("Home and End go the short way in one transition; Shift+Space goes back")
  func homeEndShortWay() throws {
    let trace = try ReplayHarness.run("home-end", items: 10)
    #expect(
      ReplayHarness.events(trace) == [
        "page 9 previous", "settled 9", "page 0 next", "settled 0", "page 9 previous",
        "settled 9",
      ])
    let end = try #require(trace.last)
    #expect(end.time == 3000)
    #expect(end.frames == 181)
  }

  @Test("the same replay gives the same trace twice, frame by frame")
  func replaysAreDeterministic() throws {
    let first = try ReplayHarness.run("trackpad-momentum-tail-one-page", tracesFrames: true)
    let second = try ReplayHarness.run("trackpad-momentum-tail-one-page", tracesFrames: true)
    #expect(first == second)
    #expect(first.count > 30)
  }

  @Test("a recorded session replays to the original's trace, twice in a row")
  func recordedSessionReplays() throws {
    let recording = "/tmp/carousel-recording-\(UInt32.random(in: 0...UInt32.max)).jsonl"
    defer { try? FileManager.default.removeItem(atPath: recording) }
    let original = try ReplayHarness.run(
      file: ReplayHarness.path("counter-flick-returns"), recordingTo: recording)
    let first = try ReplayHarness.run(file: recording, tracesFrames: true)
    let second = try ReplayHarness.run(file: recording, tracesFrames: true)
    #expect(first == second)
    #expect(ReplayHarness.events(first) == ReplayHarness.events(original))
    #expect(ReplayHarness.events(first) == ["page 1 next", "page 0 previous", "settled 0"])
  }

  /// Found by the 30-day soak (resident memory grew 0.9 MB a simulated day): a replay never read
  /// the wake-ups the inbox pushes into SDL's queue, which piled up to SDL's limit of 65,535
  /// events (and would then have refused the replay's own input).
  @Test("bug: a replay left the inbox's wake-ups in SDL's queue")
  func replayReadsItsWakeUps() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("quiet.jsonl")  // no input: nothing else reads SDL's queue
    try #"{"t":1000,"type":"probe"}"#.write(toFile: file, atomically: true, encoding: .utf8)
    var left = 0
    _ = try ReplayHarness.run(
      file: file, items: 5, afterRun: { while EventQueue.poll() != nil { left += 1 } })
    #expect(left == 0)
  }
}
