import Control
import ReplayFormat
import SDLKit

/// Plays an input trace through SDL's event queue on the virtual 60 Hz clock, as fast as the
/// machine allows, and writes what happened as trace lines.
///
/// Each record becomes a real `SDL_Event` (`EventQueue.push`), read back with
/// `EventQueue.poll()` through the live translation; SDL overwrites pushed timestamps, so the
/// record's `t` is put back on the translated event. The events whose `t` falls within a frame
/// are handled, at their own time, before that frame's update. The run ends after the frame of
/// a "quit" record, or once nothing moves and no gesture waits after the last record.
/// Main thread only.
package final class ReplayRunner {
  private let viewer: Viewer
  private let clock: VirtualClock
  private let tracesFrames: Bool
  private let write: (String) -> Void
  /// The time trace lines are stamped with, in ms: the event or frame being handled.
  private var currentTime = 0.0
  /// Frames at most, should the trace leave something moving forever (a day at 60 Hz).
  private let maximumFrames: Int
  /// The folder that "file" records' paths are relative to: the replay file's.
  private let fileFolder: String
  /// The "screenshot" records' paths delivered in the frame being made: written once it is
  /// drawn.
  private var screenshots: [String] = []
  /// The clip on screen as the trace last said it: its name, state and position.
  private var saidClip: (name: String, state: String, position: Double)?
  /// Where a replay's "control" records say they come from.
  static let origin = ControlOrigin.surface("replay")

  /// - Parameters:
  ///   - viewer: started, with its window; its pager events are taken over for the trace.
  ///   - fileFolder: the folder "file" records change files in (the replay file's).
  ///   - write: receives each output line, without a newline.
  init(
    viewer: Viewer, clock: VirtualClock, tracesFrames: Bool,
    maximumFrames: Int = ReplayRecord.maximumFrames, fileFolder: String = ".",
    write: @escaping (String) -> Void
  ) {
    self.viewer = viewer
    self.fileFolder = fileFolder
    self.clock = clock
    self.tracesFrames = tracesFrames
    self.maximumFrames = maximumFrames
    self.write = write
  }

  /// Plays `records` from the clock's current frame and writes the trace, ending with the
  /// "end" line.
  @discardableResult
  func run(_ records: [ReplayRecord]) -> ReplayOutcome {
    viewer.hooks.onPagerEvent = { [unowned self] event in
      var name: String?
      if case .page(let index, _) = event, index < viewer.catalog.count {
        name = viewer.catalog[index].name
      }
      write(TraceLine.pagerEvent(event, time: currentTime, name: name))
    }
    viewer.hooks.onDisplayChange = { [unowned self] power, reason, wall in
      write(
        TraceLine.display(
          power: power.rawValue, reason: reason.rawValue, wall: viewer.localTime(wall),
          time: currentTime))
    }
    defer {
      viewer.hooks.onPagerEvent = nil
      viewer.hooks.onDisplayChange = nil
    }
    while EventQueue.poll() != nil {}  // a replay starts from an empty queue
    // The folder scan ends and the first picture is there before the first event: a reload
    // for late scan results would otherwise stop a motion the first events started.
    viewer.waitForVisibleDecodes()
    viewer.waitForFolderNews()  // live folders: the first listing joins at the first update
    var next = records.startIndex
    var frames = 0
    var lastEventTime = 0.0
    var loadingFrames = 0
    var isWarmedUp = false
    while true {
      let frameTime = clock.now() * 1000
      while viewer.isRunning, next < records.endIndex,
        records[next].time * clock.frameRate <= Double(clock.frame) * 1000
      {
        lastEventTime = max(records[next].time, lastEventTime)
        deliver(records[next], at: lastEventTime)
        next += 1
      }
      currentTime = frameTime
      // Wake-ups the inbox pushed (decodes, folder news) are read and dropped, as the live loop
      // does: left in SDL's queue they would pile up to its limit of 65,535 events, taking
      // memory and then refusing the replay's own input.
      EventLoop.step(viewer, now: clock.now(), wallOffset: clock.wallOffset())
      if viewer.isShowingLoading, isWarmedUp { loadingFrames += 1 }
      traceClip(at: frameTime)
      writeScreenshots(at: frameTime)
      // Every replayed frame sees what a fast machine would show, so each visited bad file
      // reports its error at a reproducible moment; and at rest the prefetch finishes, as it
      // would during a pause on a real machine. Both make the run independent of decode speed.
      viewer.waitForVisibleDecodes()
      if viewer.isIdle {
        viewer.pictures.waitUntilIdle()
        isWarmedUp = true  // the first rest with its prefetch done ends the warm-up
      }
      frames += 1
      if tracesFrames {
        write(TraceLine.frame(time: frameTime, position: viewer.position, zoom: viewer.zoomShown))
      }
      let finished = next == records.endIndex && viewer.isIdle
      if !viewer.isRunning || finished || frames >= maximumFrames { break }
      let skipped = restingFrames(before: next < records.endIndex ? records[next].time : nil)
      clock.advance(by: min(skipped, maximumFrames - frames))
      frames += min(skipped, maximumFrames - frames)
      clock.advance()
    }
    viewer.waitForDisplayHooks()  // a hook's file is written before the run ends
    let outcome = ReplayOutcome(
      frames: frames, time: currentTime, page: viewer.currentItem, position: viewer.position,
      loadingFrames: loadingFrames)
    write(TraceLine.end(outcome))
    return outcome
  }

  /// How many frames can be passed over because nothing would change in them.
  ///
  /// That is when the carousel rests, nothing loads, and neither a record (at `nextRecord` ms)
  /// nor a deadline of the viewer (a slideshow step, the kiosk pointer) falls before the frame after them. A
  /// simulated day of slideshow then costs its transitions, not 5 million idle frames.
  private func restingFrames(before nextRecord: Double?) -> Int {
    guard !tracesFrames, viewer.isIdle, !viewer.isShowingLoading else { return 0 }
    let now = clock.now()
    var target = Int.max
    if let nextRecord {  // the first frame that delivers it, as `run` decides
      target = clock.firstFrame { Double($0) * 1000 >= nextRecord * clock.frameRate }
    }
    if let deadline = viewer.nextDeadline(after: now) {
      target = min(target, clock.firstFrame { Double($0) / clock.frameRate >= deadline })
    }
    guard target != Int.max else { return 0 }
    return max(0, target - clock.frame - 1)
  }

  /// Delivers one record at its time (ms): input through SDL's queue, a signal or a control
  /// line to the viewer as the inbox would, a file change to the disk (waiting until the
  /// folder watcher has seen it).
  private func deliver(_ record: ReplayRecord, at time: Double) {
    currentTime = time
    switch record.event {
    case .input(let input): deliver(input, at: time)
    case .signal(let signal):
      _ = viewer.execute(signal.command, from: .signal(signal), now: time / 1000)
      viewer.pictures.waitUntilRescanEnds()  // a reload's list joins at this frame's rest
    case .control(let line):
      let reply: ControlReply
      do {
        reply = viewer.execute(try ControlCommand(line: line), from: Self.origin, now: time / 1000)
      } catch {
        reply = .failure(error)
      }
      write(TraceLine.control(line: line, answer: reply.line, time: time))
      viewer.pictures.waitUntilRescanEnds()
    case .file(let change):
      if let problem = ReplayFiles.perform(change, in: fileFolder) {
        write(TraceLine.error(problem, time: time))
      }
      viewer.waitForFolderNews()
    case .clock(let wall):
      clock.setWall(wall, at: time / 1000)
      viewer.setWallOffset(clock.wallOffset())
      write(TraceLine.clock(wall: viewer.localTime(wall), time: time))
    case .screenshot(let path):
      screenshots.append(path)
    case .probe:
      let cache = viewer.pictures.cacheFootprint
      let probe = ResourceProbe.current(cacheBytes: cache.bytes, cacheEntries: cache.entries)
      write(TraceLine.probe(probe, time: time))
    }
  }

  /// Says in the trace when the clip on screen starts playing, pauses or ends, or moves (a
  /// seek), with its position: at `time` (ms), the frame where the viewer's status changed.
  private func traceClip(at time: Double) {
    guard let item = viewer.currentCatalogItem,
      let clip = viewer.clips.state(of: item, at: nil)
    else {
      saidClip = nil
      return
    }
    let state =
      clip.isPlaying
      ? "playing" : clip.position >= clip.length - Self.endTolerance ? "ended" : "paused"
    if let said = saidClip, said.name == item.name, said.state == state,
      said.position == clip.position
    {
      return
    }
    saidClip = (item.name, state, clip.position)
    write(TraceLine.clip(name: item.name, state: state, position: clip.position, time: time))
  }

  /// How close to its length a paused clip's position is at its end, in s: well under a frame.
  private static let endTolerance = 1e-6

  /// Writes the frame on screen at `time` (ms) to each path a "screenshot" record asked for
  /// in it, and says so in the trace (or why not).
  private func writeScreenshots(at time: Double) {
    guard !screenshots.isEmpty else { return }
    defer { screenshots.removeAll() }
    viewer.waitForVisibleDecodes()  // the frame as a fast machine shows it
    for path in screenshots {
      do throws(SDLError) {
        try viewer.draw()
        try viewer.renderer.readPixels().savePNG(to: fileFolder + "/" + path)
        write(TraceLine.screenshot(path: path, time: time))
      } catch {
        write(TraceLine.error("cannot write the screenshot \(path): \(error.message)", time: time))
      }
    }
  }

  /// Pushes an input event, then handles everything SDL hands back at the record's time.
  private func deliver(_ input: InputEvent, at time: Double) {
    if case .window(.resized(let size)) = input {
      viewer.window.resize(to: size)  // the window must really have the size it reports
    }
    EventQueue.push(input, windowID: viewer.window.id)
    let stamp = UInt32(min(time.rounded(), Double(UInt32.max)))
    while let event = EventQueue.poll() {
      viewer.handle(event.withTimestamp(stamp), now: time / 1000)
    }
  }
}
