import PictureDecoding
import PictureFiles

// MARK: - The state file's text

/// The state file's lines:
///
/// ```
/// carousel state 1
/// saved 1718020800.000
/// shown /srv/frame/2019/beach.jpg
/// next /srv/frame/2020/dune.jpg
/// seed 1234
/// round 3
/// deferred /srv/frame/x.jpg
/// hidden /srv/frame/blurred.jpg
/// turned 6 /srv/frame/sideways.jpg
/// pictures
/// 12 0.0431 /srv/frame/2019/beach.jpg
/// 11 - /srv/frame/2020/dune.jpg
/// end
/// ```
///
/// A path is written as its bytes, a backslash, control characters and DEL as `\xHH`. Each
/// picture's line is its showing count, its rank in the round (`-` for none) and its path; a
/// `turned` line, the turn given to a picture for viewing as an Exif orientation (2 to 8), then
/// its path. The paths of `hidden` and `turned` lines are absolute, so that a file of the same
/// name in another folder is neither hidden nor turned with it; a relative one (older versions
/// wrote the path as given, `./IMG_0001.JPG`) is read against the working folder, and written
/// back absolute.
/// Every line but the first is optional; lines are read strictly: an unknown word, a value out
/// of range or a missing `end` makes the file unreadable (``Unreadable``).
extension FrameState {
  /// The first line.
  static let signature = "carousel state 1"

  /// Why a state file was not used: its line and what is wrong there.
  package struct Unreadable: Error, Equatable, CustomStringConvertible {
    let line: Int
    let reason: String
    package var description: String { "line \(line): \(reason)" }
  }

  /// The file's bytes.
  package var text: [UInt8] {
    var lines: [[UInt8]] = [Array(Self.signature.utf8), Array("saved \(Self.format(saved))".utf8)]
    func add(_ word: String, _ path: FilePath?) {
      if let path { lines.append(Array("\(word) ".utf8) + Self.escape(path)) }
    }
    add("shown", shown)
    add("next", next)
    if let seed { lines.append(Array("seed \(seed)".utf8)) }
    if round != 0 { lines.append(Array("round \(round)".utf8)) }
    add("deferred", deferred)
    for path in hidden { add("hidden", path) }
    for (path, turn) in turns.sorted(by: { $0.key.bytes.lexicographicallyPrecedes($1.key.bytes) })
    where turn != .none {
      add("turned \(turn.orientation.rawValue)", path)
    }
    lines.append(Array("pictures".utf8))
    for (path, picture) in pictures.sorted(by: {
      $0.key.bytes.lexicographicallyPrecedes($1.key.bytes)
    }) {
      let rank = picture.rank.map(Self.format) ?? "-"
      lines.append(Array("\(picture.count) \(rank) ".utf8) + Self.escape(path))
    }
    lines.append(Array("end".utf8))
    return lines.flatMap { $0 + [0x0A] }
  }

  /// The head of a state file's `bytes` (its pictures' lines left out), and the pictures'
  /// lines' bytes with the number of their first line, read by ``readPictures(_:from:)`` once
  /// the first picture is on screen.
  package static func readHead(_ bytes: [UInt8]) -> Result<
    (FrameState, body: ArraySlice<UInt8>, firstLine: Int), Unreadable
  > {
    var state = FrameState()
    var lines = StateLines(bytes[...])
    guard let first = lines.next(), first.elementsEqual(signature.utf8) else {
      return .failure(Unreadable(line: 1, reason: "not a Carousel state file of this version"))
    }
    while let line = lines.next() {
      if line.elementsEqual("pictures".utf8) {
        return .success((state, lines.rest, lines.number + 1))
      }
      if let problem = state.take(line) {
        return .failure(Unreadable(line: lines.number, reason: problem))
      }
    }
    return .failure(Unreadable(line: lines.number, reason: "it ends before its pictures"))
  }

  /// Reads the pictures' lines `body` (from ``readHead(_:)``), which start on line
  /// `firstLine`, into ``pictures``.
  package mutating func readPictures(_ body: ArraySlice<UInt8>, from firstLine: Int = 1)
    -> Unreadable?
  {
    var lines = StateLines(body)
    func problem(_ reason: String) -> Unreadable {
      Unreadable(line: firstLine + max(lines.number, 1) - 1, reason: reason)
    }
    while let line = lines.next() {
      if line.elementsEqual("end".utf8) {
        return lines.rest.isEmpty ? nil : problem("lines after its end")
      }
      guard let (path, picture) = Self.picture(line) else {
        return problem("not a picture's count, rank and path")
      }
      pictures[path] = picture
    }
    return problem("it ends without its last line")
  }

  /// Takes one line of the head; a problem with it, or nil.
  private mutating func take(_ line: ArraySlice<UInt8>) -> String? {
    let space = line.firstIndex(of: 0x20) ?? line.endIndex
    let word = String(decoding: line[..<space], as: UTF8.self)
    let value = line[min(space + 1, line.endIndex)...]
    let text = String(decoding: value, as: UTF8.self)
    switch word {
    case "saved":
      guard let number = Double(text), number.isFinite else { return "saved takes seconds" }
      saved = number
    case "shown", "next", "deferred", "hidden":
      guard let path = Self.unescape(value) else { return "\(word) takes a path" }
      switch word {
      case "shown": shown = path
      case "next": next = path
      case "deferred": deferred = path
      default: hidden.append(path.absolute)
      }
    case "seed":
      guard let number = UInt64(text) else { return "seed takes a whole number" }
      seed = number
    case "round":
      guard let number = Int(text), number >= 0 else { return "round takes a whole number" }
      round = number
    case "turned":
      guard value.count > 2, value[value.startIndex + 1] == 0x20,
        let orientation = Int(String(decoding: value.prefix(1), as: UTF8.self)).flatMap(
          ExifOrientation.init(rawValue:)),
        orientation != .up, let path = Self.unescape(value.dropFirst(2))
      else { return "turned takes an orientation from 2 to 8 and a path" }
      turns[path.absolute] = PictureTurn(orientation: orientation)
    default:
      return "unknown line '\(word)'"
    }
    return nil
  }

  /// A picture's line: count, rank or `-`, path.
  private static func picture(_ line: ArraySlice<UInt8>) -> (FilePath, Picture)? {
    let fields = line.split(separator: 0x20, maxSplits: 2, omittingEmptySubsequences: false)
    guard fields.count == 3, let count = Int(String(decoding: fields[0], as: UTF8.self)),
      count >= 0, let path = unescape(fields[2])
    else { return nil }
    let rankText = String(decoding: fields[1], as: UTF8.self)
    var picture = Picture(count: count)
    if rankText != "-" {
      guard let rank = Double(rankText), !rank.isNaN else { return nil }
      picture.rank = rank
    }
    return (path, picture)
  }

  /// `value` with enough digits to read back exactly.
  static func format(_ value: Double) -> String {
    value.isInfinite ? (value > 0 ? "inf" : "-inf") : "\(value)"
  }

  /// `path`'s bytes with a backslash, control characters and DEL written as `\xHH`.
  static func escape(_ path: FilePath) -> [UInt8] {
    var out: [UInt8] = []
    for byte in path.bytes {
      if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") {
        out += Array(String(format: byte).utf8)
      } else {
        out.append(byte)
      }
    }
    return out
  }

  /// The path ``escape(_:)`` wrote, or nil when `bytes` is not one (empty, or a bad escape).
  static func unescape(_ bytes: ArraySlice<UInt8>) -> FilePath? {
    var out: [UInt8] = []
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      guard byte >= 0x20, byte != 0x7F else { return nil }
      guard byte == UInt8(ascii: "\\") else {
        out.append(byte)
        index += 1
        continue
      }
      guard index + 3 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "x"),
        let value = UInt8(
          String(decoding: bytes[(index + 2)...(index + 3)], as: UTF8.self), radix: 16)
      else { return nil }
      out.append(value)
      index += 4
    }
    return out.isEmpty || out.contains(0) ? nil : FilePath(bytes: out)
  }
}

extension String {
  /// `\xHH` for `byte`.
  fileprivate init(format byte: UInt8) {
    let hex = String(byte, radix: 16)
    self = "\\x" + (hex.count == 1 ? "0" : "") + hex
  }
}

/// The lines of a state file's bytes, each without its newline, counted from 1.
struct StateLines {
  private(set) var rest: ArraySlice<UInt8>
  /// The number of the line last given.
  private(set) var number = 0

  init(_ bytes: ArraySlice<UInt8>) {
    rest = bytes
  }

  /// The next line; nil at the end (a last line without a newline counts as none: the file
  /// was cut short).
  mutating func next() -> ArraySlice<UInt8>? {
    guard let newline = rest.firstIndex(of: 0x0A) else { return nil }
    defer { rest = rest[(newline + 1)...] }
    number += 1
    return rest[..<newline]
  }
}
