import Geometry
import PictureCodecs

/// A message between the viewer and its video worker (``VideoWorker``), one datagram of their
/// socket: a kind byte, then fixed fields (integers and doubles as 8 bytes, little-endian), then
/// any text.
///
/// The worker's messages are parsed by the viewer, which does not trust them: ``parse(_:)``
/// takes any bytes (a fuzz target) and the viewer checks what the fields claim.
enum VideoMessage: Equatable {
  /// Viewer to worker, with the clip's file descriptor: open bytes `offset ..< offset + length`,
  /// fit its frames in `box`, with the machine's hardware when `hardware` allows it. `name` is
  /// the file's, for the test fault switch (``WorkerFault``).
  case open(offset: Int, length: Int, box: Size, hardware: HardwareDecoding, name: String)
  /// Viewer to worker: the frame in `slot` was taken; the slot is free.
  case release(slot: Int)
  /// Viewer to worker: go to `seconds` (the exact frame, or the keyframe at or before it);
  /// frames from now on carry `generation`.
  case seek(generation: Int, seconds: Double, exact: Bool)
  /// Worker to viewer, with the ring's memory file: the clip's facts, and its ring of `slots`
  /// frames of `frameSize`.
  case opened(VideoStreamFacts, frameSize: Size, slots: Int)
  /// Worker to viewer: the frame at `time` (s after the first frame) is in `slot`.
  case frame(slot: Int, generation: Int, time: Double)
  /// Worker to viewer: the clip has no more frames after those of `generation` sent.
  case ended(generation: Int)
  /// Worker to viewer: the clip cannot be played on, and why.
  case failed(String)
  /// Viewer to worker: decode the clip's sound from now on (`true`), or no longer.
  case listen(Bool)
  /// Worker to viewer: sound decoded, interleaved 16-bit stereo at 48 kHz, its first frame at
  /// `time` (s after the clip's first frame); of the frames of `generation`.
  case sound(generation: Int, time: Double, samples: [Int16])

  private enum Kind: UInt8 {
    case open = 1, release, seek, opened, frame, ended, failed, listen, sound
  }

  /// The message as a datagram.
  var bytes: [UInt8] {
    var writer = Writer()
    switch self {
    case .open(let offset, let length, let box, let hardware, let name):
      writer.header(.open, offset, length, box.width, box.height, hardware == .auto ? 1 : 0)
      writer.bytes += Array(name.utf8)
    case .release(let slot):
      writer.header(.release, slot)
    case .seek(let generation, let seconds, let exact):
      writer.header(.seek, generation, exact ? 1 : 0)
      writer.double(seconds)
    case .opened(let facts, let frameSize, let slots):
      let texts = [facts.codec, facts.hardware].map { Array($0.utf8) }
      writer.header(
        .opened, frameSize.width, frameSize.height, slots, facts.codedWidth, facts.codedHeight,
        facts.shownWidth, facts.shownHeight, facts.rotation, facts.hasSound ? 1 : 0,
        texts[0].count, texts[1].count)
      writer.double(facts.duration)
      writer.double(facts.frameRate)
      writer.bytes += texts.joined() + Array(facts.hardwareFallback.utf8)
    case .frame(let slot, let generation, let time):
      writer.header(.frame, slot, generation)
      writer.double(time)
    case .ended(let generation):
      writer.header(.ended, generation)
    case .failed(let reason):
      writer.header(.failed)
      writer.bytes += Array(reason.utf8)
    case .listen(let isOn):
      writer.header(.listen, isOn ? 1 : 0)
    case .sound(let generation, let time, let samples):
      writer.header(.sound, generation, samples.count)
      writer.double(time)
      writer.bytes.reserveCapacity(writer.bytes.count + samples.count * 2)
      for sample in samples {
        let bits = UInt16(bitPattern: sample)
        writer.bytes += [UInt8(truncatingIfNeeded: bits), UInt8(truncatingIfNeeded: bits >> 8)]
      }
    }
    return writer.bytes
  }

  /// The message in `bytes`, or nil when they are not one.
  static func parse(_ bytes: [UInt8]) -> VideoMessage? {
    var reader = Reader(bytes: bytes[...])
    guard let kind = reader.byte().flatMap(Kind.init(rawValue:)) else { return nil }
    switch kind {
    case .open:
      guard let offset = reader.int(), let length = reader.int(), let width = reader.int(),
        let height = reader.int(), let hardware = reader.int()
      else { return nil }
      let box = Size(width: width, height: height)
      return .open(
        offset: offset, length: length, box: box, hardware: hardware == 1 ? .auto : .no,
        name: reader.text())
    case .release:
      return reader.int().map { .release(slot: $0) }
    case .seek:
      guard let generation = reader.int(), let exact = reader.int(), let seconds = reader.double()
      else { return nil }
      return .seek(generation: generation, seconds: seconds, exact: exact != 0)
    case .opened:
      return parseOpened(&reader)
    case .frame:
      guard let slot = reader.int(), let generation = reader.int(), let time = reader.double()
      else { return nil }
      return .frame(slot: slot, generation: generation, time: time)
    case .ended:
      return reader.int().map { .ended(generation: $0) }
    case .failed:
      return .failed(reader.text())
    case .listen:
      return reader.int().map { .listen($0 != 0) }
    case .sound:
      return parseSound(&reader)
    }
  }

  /// A sound message: whole stereo frames, exactly as many samples as it says.
  private static func parseSound(_ reader: inout Reader) -> VideoMessage? {
    guard let generation = reader.int(), let count = reader.int(), let time = reader.double(),
      (0...WorkerSocket.messageCapacity).contains(count), count % 2 == 0,
      count * 2 == reader.bytes.count
    else { return nil }
    let bytes = Array(reader.bytes)
    let samples = (0..<count).map { index in
      Int16(bitPattern: UInt16(bytes[2 * index]) | UInt16(bytes[2 * index + 1]) << 8)
    }
    return .sound(generation: generation, time: time, samples: samples)
  }

  /// An opened message: its texts' lengths (the codec's, the hardware's) within its bytes.
  private static func parseOpened(_ reader: inout Reader) -> VideoMessage? {
    let numbers = (0..<11).compactMap { _ in reader.int() }
    guard numbers.count == 11, let duration = reader.double(), let rate = reader.double(),
      let codec = reader.text(count: numbers[9]), let hardware = reader.text(count: numbers[10])
    else { return nil }
    let facts = VideoStreamFacts(
      duration: duration, frameRate: rate, codedWidth: numbers[3], codedHeight: numbers[4],
      shownWidth: numbers[5], shownHeight: numbers[6], rotation: numbers[7],
      hasSound: numbers[8] != 0, codec: codec, hardware: hardware,
      hardwareFallback: reader.text())
    return .opened(
      facts, frameSize: Size(width: numbers[0], height: numbers[1]), slots: numbers[2])
  }

  private struct Writer {
    var bytes: [UInt8] = []

    mutating func header(_ kind: Kind, _ numbers: Int...) {
      bytes.append(kind.rawValue)
      for number in numbers { word(UInt64(bitPattern: Int64(number))) }
    }

    mutating func double(_ value: Double) { word(value.bitPattern) }

    private mutating func word(_ value: UInt64) {
      for shift in stride(from: 0, to: 64, by: 8) {
        bytes.append(UInt8(truncatingIfNeeded: value >> shift))
      }
    }
  }

  private struct Reader {
    var bytes: ArraySlice<UInt8>

    mutating func byte() -> UInt8? { bytes.popFirst() }

    mutating func int() -> Int? { word().map { Int(Int64(bitPattern: $0)) } }

    mutating func double() -> Double? { word().map(Double.init(bitPattern:)) }

    /// The rest, as UTF-8 (invalid bytes replaced).
    mutating func text() -> String {
      defer { bytes = [] }
      return String(decoding: bytes, as: UTF8.self)
    }

    /// The next `count` bytes as UTF-8, or nil when fewer are left (or `count` is negative).
    mutating func text(count: Int) -> String? {
      guard (0...bytes.count).contains(count) else { return nil }
      defer { bytes = bytes.dropFirst(count) }
      return String(decoding: bytes.prefix(count), as: UTF8.self)
    }

    private mutating func word() -> UInt64? {
      guard bytes.count >= 8 else { return nil }
      defer { bytes = bytes.dropFirst(8) }
      return bytes.prefix(8).reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }
  }
}
