import Synchronization
import SystemKit

/// The first picture's way to the screen, stage by stage, in seconds on the monotonic clock:
/// what `--timing` prints, one line per stage with its offset from the process start.
///
/// Each stage keeps its first mark only. Any thread may mark (the decode finishing is marked on
/// a decode thread); the main thread prints.
package final class StartupTimeline: Sendable {
  /// The stages, in the order they usually happen.
  package enum Stage: String, CaseIterable, Sendable {
    case processStart = "process start"
    case main = "main entered"
    case firstPictureFound = "first picture found"
    case firstDecodeStarted = "first decode started"
    case sdlInitialised = "SDL initialised"
    case windowShown = "window shown"
    case rendererCreated = "renderer created"
    case decodersReady = "decoder processes ready"
    case firstDecodeFinished = "first decode finished"
    case textureUploaded = "texture uploaded"
    case firstPresent = "first present"
    case folderScanned = "folder scanned"
  }

  private let clock: MonotonicClock
  private let marks: Mutex<[Stage: Double]>

  /// A timeline whose process start is the kernel's record of it, and whose `main` is now.
  package init(clock: MonotonicClock = MonotonicClock()) {
    self.clock = clock
    let now = clock.now()
    marks = Mutex([.processStart: min(clock.processStart() ?? now, now), .main: now])
  }

  /// Marks `stage` as reached now, unless it was reached before.
  package func mark(_ stage: Stage) {
    let now = clock.now()
    marks.withLock { marks in
      if marks[stage] == nil { marks[stage] = now }
    }
  }

  /// Whether `stage` has been reached.
  package func hasReached(_ stage: Stage) -> Bool {
    marks.withLock { $0[stage] != nil }
  }

  /// When `stage` was reached, in seconds on the monotonic clock, or nil.
  package func time(of stage: Stage) -> Double? {
    marks.withLock { $0[stage] }
  }

  /// One line per stage reached, in time order (said after `carousel: timing: `): its offset
  /// from the process start in ms, then its name; the first line also gives the process start on the monotonic clock, so another
  /// process (the benchmark) can place the stages on its own readings of that clock.
  package var lines: [String] {
    let marks = marks.withLock { $0 }
    let origin = marks[.processStart] ?? 0
    let order = Stage.allCases
    let reached = marks.sorted { a, b in
      a.value != b.value
        ? a.value < b.value
        : (order.firstIndex(of: a.key) ?? 0) < (order.firstIndex(of: b.key) ?? 0)
    }
    return reached.map { stage, time in
      let offset = DecimalText.fixed((time - origin) * 1000, digits: 1, width: 7) + " ms"
      let detail =
        stage == .processStart
        ? " (monotonic clock \(DecimalText.fixed(origin, digits: 6)) s)" : ""
      return "\(offset)  \(stage.rawValue)\(detail)"
    }
  }
}
