import TestSupport
import Testing

@testable import CarouselViewer
@testable import Gestures
@testable import ReplayFormat

/// The replay and record options: accepted combinations and the messages of wrong ones.
@Suite("Replay options")
struct ReplayOptionsTests {
  @Test("a replay with a trace and frame lines")
  func accepted() throws {
    let command = try Options.parse(
      ["--headless", "--replay", "in.jsonl", "--trace=out.jsonl", "--trace-frames", "a.png"])
    guard case .run(let options) = command else {
      Issue.record("not a run: \(command)")
      return
    }
    #expect(options.replayPath == "in.jsonl")
    #expect(options.tracePath == "out.jsonl")
    #expect(options.tracesFrames)
    #expect(options.paths == ["a.png"])
    guard case .run(let live) = try Options.parse(["--record", "me.jsonl"]) else { return }
    #expect(live.recordPath == "me.jsonl")
  }

  @Test("bug: --trace-frames was refused without --trace; it writes frames to standard output")
  func traceFramesWithReplayAlone() throws {
    let command = try Options.parse(["--headless", "--replay", "in.jsonl", "--trace-frames"])
    guard case .run(let options) = command else {
      Issue.record("not a run: \(command)")
      return
    }
    #expect(options.tracesFrames)
    #expect(options.tracePath == nil)
  }

  static let refused: [(arguments: [String], message: String)] = [
    (
      ["--replay", "in.jsonl"],
      "option --replay needs --headless (replays run on the virtual clock)"
    ),
    (["--headless", "--trace", "out.jsonl"], "option --trace needs --replay FILE"),
    (["--headless", "--trace-frames"], "option --trace-frames needs --replay FILE"),
    (["--trace-frames"], "option --trace-frames needs --replay FILE"),
    (
      ["--headless", "--record", "me.jsonl"],
      "option --record records live input and cannot be used with --headless"
    ),
    (["--record="], "option --record takes a file path, not an empty string"),
    (["--replay"], "option --replay needs a value"),
    (["--trace-frames=maybe"], "option --trace-frames takes yes or no, or no value, not 'maybe'"),
  ]

  @Test("wrong combinations name the option", arguments: refused)
  func refusedCombinations(arguments: [String], message: String) {
    #expect(throws: OptionsError(message: message)) {
      _ = try Options.parse(arguments)
    }
  }
}
