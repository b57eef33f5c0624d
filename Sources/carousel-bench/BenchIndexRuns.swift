import CarouselViewer
import Foundation

// MARK: - Starts of a frame with a picture index: the first, and the next with its cache

extension BenchProcessRuns {
  /// What one start of a frame that needs dates did: its first picture, and its index's news.
  struct IndexedStart {
    /// Process start to the first present, in s.
    var firstPicture: Double
    /// Process start to the index complete, in s.
    var indexComplete: Double
    /// Pictures dated from the index's cache, and read.
    var fromCache: Int
    var read: Int
  }

  /// One fullscreen start over `folder` with `--on-this-day` (which needs every picture's
  /// date), its state and index kept under `homes`: until its index is complete, then ended
  /// with SIGTERM, which writes both.
  func indexedStart(_ folder: String, homes: String) throws -> IndexedStart {
    // The start before wrote its index and fsynced it: its writeback is done before this one
    // starts, so that the next start does not pay for the first's disk.
    sync()
    let clock = MonotonicClock()
    let start = clock.now()
    let child = try BenchChild(
      executable: executable,
      arguments: ["--timing", "--no-config", "-f", "--on-this-day", folder],
      environment: [
        "DISPLAY": display, "XDG_STATE_HOME": homes + "/state", "XDG_CACHE_HOME": homes + "/cache",
      ])
    defer { child.terminate() }
    var origin: Double?
    var firstPicture: Double?
    var lines: [String] = []
    while let line = child.nextLine(timeout: BenchConstants.indexTimeout) {
      lines.append(line)
      guard line.hasPrefix("carousel: timing:"), let offset = Self.offset(line) else { continue }
      if origin == nil { origin = Self.monotonicOrigin(line) }
      guard let origin else { continue }
      if line.hasSuffix("first present") { firstPicture = origin + offset - start }
      if let counts = Self.indexCounts(line), let firstPicture {
        return IndexedStart(
          firstPicture: firstPicture, indexComplete: origin + offset - start,
          fromCache: counts.fromCache, read: counts.read)
      }
    }
    throw BenchError(
      "no complete picture index within \(BenchConstants.indexTimeout) s: \(lines.suffix(4))")
  }

  /// The counts of a `--timing` line "picture index complete (N from its cache, M read)".
  static func indexCounts(_ line: String) -> (fromCache: Int, read: Int)? {
    guard let open = line.range(of: "picture index complete (") else { return nil }
    let words = line[open.upperBound...].split(separator: " ")
    guard words.count >= 5, let cached = Int(words[0]), let read = Int(words[4]) else {
      return nil
    }
    return (cached, read)
  }
}
