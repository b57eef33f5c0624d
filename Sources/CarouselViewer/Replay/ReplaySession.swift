import ReplayFormat
import SystemKit

/// The replay and record modes of a session: files in, files out, exit status.
package enum ReplaySession {
  /// Plays `--replay` into `viewer` and writes the trace (`--trace`, else standard output).
  /// - Returns: 0; 2 with one stderr line when the replay cannot be read or the trace file
  ///   cannot be made; 1 when writing the trace failed on the way (a full disk: said once, as it
  ///   happens, and the replay goes on).
  static func play(
    options: Options, viewer: Viewer, clock: VirtualClock, reporter: Reporter
  ) -> Int32 {
    guard let replayPath = options.replayPath else { return 0 }
    let records: [ReplayRecord]
    do {
      records = try ReplayScript.load(path: replayPath)
    } catch {
      reporter.error(error.message)
      return 2
    }
    let writer: LineWriter
    if let tracePath = options.tracePath {
      guard let file = LineWriter(path: tracePath) else {
        reporter.error("option --trace: cannot write '\(tracePath)'")
        return 2
      }
      writer = file
    } else {
      writer = LineWriter()
    }
    let name = options.tracePath ?? "standard output"
    writer.onFailure = { reporter.error("cannot write the trace to \(name): \($0)") }
    let folder = PathText.folder(of: replayPath)
    let runner = ReplayRunner(
      viewer: viewer, clock: clock, tracesFrames: options.tracesFrames,
      fileFolder: folder.isEmpty ? "." : folder, write: writer.write)
    runner.run(records)
    writer.flush()
    return writer.hasFailed ? 1 : 0
  }

  /// Starts recording the viewer's input into `--record`.
  /// - Returns: the recorder (finish it at the end), nil when none was asked, or a failure
  ///   (one line reported) when the file cannot be written.
  static func startRecording(
    options: Options, viewer: Viewer, reporter: Reporter
  ) -> Result<InputRecorder?, RecordError> {
    guard let path = options.recordPath else { return .success(nil) }
    guard let recorder = InputRecorder(path: path) else {
      reporter.error("option --record: cannot write '\(path)'")
      return .failure(RecordError())
    }
    recorder.onFailure = { reason in
      reporter.error("cannot write the recording to \(path): \(reason); the show goes on")
    }
    viewer.hooks.onInput = { recorder.record($0, timestamp: $1, now: $2) }
    viewer.hooks.onCommand = { recorder.record($0, now: $1) }
    return .success(recorder)
  }

  /// `--record` could not open its file.
  struct RecordError: Error {}
}
