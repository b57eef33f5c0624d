import PictureFiles

/// What the benchmark measures on.
struct BenchSettings {
  /// Print the keys as JSON (`--json`).
  var printsJSON = false
  /// Starts counted for each first-picture figure (the median is reported).
  var runs = 11
  /// Distinct 24-megapixel photos made (the folders link to them).
  var distinctPhotos = 6
  /// The parts to run (`--only PART,...`); all but the small board and the side by side with
  /// the other viewers by default.
  var parts = Set(BenchPart.allCases).subtracting([.smallBoard, .viewers])
  /// Minutes of the small-board run (`--small-board-minutes N`); its run with clips lasts as
  /// long, but at most ``BenchConstants/smallBoardClipMinutes``.
  var smallBoardMinutes = 10
  /// Where the small-board run writes what it did (`--small-board-trace FILE`): the decodes,
  /// the steps, the arrivals and the frames, each with its time; nil: nowhere.
  var smallBoardTrace: String?
  /// The small board's `--cache-mb` and `--max-megapixels` (`--small-board-cache-mb N`,
  /// `--small-board-max-megapixels N`); nil: Carousel's defaults.
  var smallBoardCacheMegabytes: Int?
  var smallBoardMaximumMegapixels: Int?
  /// Where to make the pictures and leave them (`--keep DIR`, for profiling); nil: a
  /// temporary folder, removed at the end.
  var keptFolder: String?

  func includes(_ part: BenchPart) -> Bool { parts.contains(part) }

  mutating func parse(_ arguments: [String]) throws {
    var remaining = arguments[...]
    while let name = remaining.popFirst() {
      switch name {
      case "--json": printsJSON = true
      case "--runs": runs = try Self.number(remaining.popFirst(), name, 1...101)
      case "--photos": distinctPhotos = try Self.number(remaining.popFirst(), name, 1...30)
      case "--only":
        let words = (remaining.popFirst() ?? "").split(separator: ",").map(String.init)
        let chosen = words.compactMap(BenchPart.init(rawValue:))
        guard !chosen.isEmpty, chosen.count == words.count else {
          throw BenchError(
            "--only takes parts joined by commas: "
              + BenchPart.allCases.map(\.rawValue).joined(separator: ", "))
        }
        parts = Set(chosen)
      case "--small-board": parts.insert(.smallBoard)
      case "--viewers": parts.insert(.viewers)
      case "--small-board-minutes":
        smallBoardMinutes = try Self.number(remaining.popFirst(), name, 1...120)
      case "--small-board-trace":
        guard let file = remaining.popFirst() else {
          throw BenchError("--small-board-trace needs a file")
        }
        smallBoardTrace = file
      case "--small-board-cache-mb":
        smallBoardCacheMegabytes = try Self.number(
          remaining.popFirst(), name, PipelineConstants.cacheMegabytesRange)
      case "--small-board-max-megapixels":
        smallBoardMaximumMegapixels = try Self.number(
          remaining.popFirst(), name, PipelineConstants.maximumMegapixelsRange)
      case "--keep":
        guard let folder = remaining.popFirst() else { throw BenchError("--keep needs a folder") }
        keptFolder = folder
      default:
        throw BenchError(
          "unknown option \(name); accepted: --json --runs N --photos N --only PARTS --keep DIR "
            + "--small-board --small-board-minutes N --small-board-trace FILE "
            + "--small-board-cache-mb N --small-board-max-megapixels N --viewers")
      }
    }
  }

  private static func number(_ text: String?, _ name: String, _ range: ClosedRange<Int>) throws
    -> Int
  {
    guard let text, let value = Int(text), range.contains(value) else {
      throw BenchError(
        "\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return value
  }
}
