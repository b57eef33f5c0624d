import CarouselViewer
import Foundation
import SDLKit

/// `carousel-bench`: decode latency, frame cost, peak memory while paging and idle CPU, on
/// generated camera-sized pictures, with the real clock.
///
/// Prints a table; never run by tests.
public enum Benchmark {
  /// Runs the benchmark.
  ///
  /// Arguments: `[--pictures N] [--megapixels M] [--steps N] [--interval S] [--size WxH]`.
  public static func main(arguments: [String]) -> Int32 {
    var settings = BenchSettings()
    do {
      try settings.parse(arguments)
    } catch {
      CarouselApp.printError("carousel-bench: \(error)")
      return 2
    }
    do {
      SDL.setHint(Hint.videoDriver, "offscreen")
      try SDL.initialize([.video, .events])
      EventQueue.registerWake()
      defer { SDL.quit() }
      PictureCodec.prepare()
      let folder = try BenchPictures.generate(settings)
      defer { try? FileManager.default.removeItem(atPath: folder.path) }
      var rows: [(String, String)] = [("pictures", folder.summary)]
      rows += try BenchRuns.decodeLatency(folder: folder, settings: settings)
      rows += try BenchRuns.isolationCost(folder: folder, settings: settings)
      rows += try BenchRuns.pagingWithRealClock(folder: folder, settings: settings)
      rows += try BenchRuns.idleCPU(folder: folder, settings: settings)
      print(BenchRuns.table(rows))
      return 0
    } catch {
      CarouselApp.printError("carousel-bench: \(error)")
      return 1
    }
  }
}

/// What the benchmark measures on.
struct BenchSettings {
  var pictureCount = 12
  var megapixels = 24
  var windowSize = Size(width: 1920, height: 1080)
  var steps = 40
  /// Seconds between steps: the slideshow's pace (`--interval 0.5` for fast swiping).
  var interval = 1.0

  mutating func parse(_ arguments: [String]) throws {
    var remaining = arguments[...]
    while let name = remaining.popFirst() {
      guard let value = remaining.popFirst() else { throw BenchError("\(name) needs a value") }
      switch name {
      case "--pictures": pictureCount = try Self.number(value, name, 2...1_000)
      case "--megapixels": megapixels = try Self.number(value, name, 1...100)
      case "--steps": steps = try Self.number(value, name, 1...100_000)
      case "--interval":
        guard let seconds = Double(value), (0.05...60).contains(seconds) else {
          throw BenchError("--interval takes seconds from 0.05 to 60")
        }
        interval = seconds
      case "--size":
        let parts = value.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts.allSatisfy({ (16...8192).contains($0) }) else {
          throw BenchError("--size takes WIDTHxHEIGHT, each 16 to 8192")
        }
        windowSize = Size(width: parts[0], height: parts[1])
      default:
        throw BenchError(
          "unknown option \(name); accepted: --pictures --megapixels --steps --interval --size")
      }
    }
  }

  private static func number(_ text: String, _ name: String, _ range: ClosedRange<Int>) throws
    -> Int
  {
    guard let value = Int(text), range.contains(value) else {
      throw BenchError(
        "\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return value
  }
}

struct BenchError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
