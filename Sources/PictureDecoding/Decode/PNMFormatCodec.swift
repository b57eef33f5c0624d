import Geometry
import PictureCodecs
import PictureFiles

/// Netpbm (P1 to P6) in Swift: 1-bit, grey and RGB, plain (ASCII) and raw, with samples up to
/// 16 bits (maxval up to 65535, which SDL_image refuses), scaled to 8 bits.
///
/// Reads only what the file holds: a file shorter than its header says is corrupt.
struct PNMFormatCodec: FormatCodec {
  func decode(_ bytes: [UInt8], format: PictureFormat, size: Size, box: Size)
    throws(DecodeFailure) -> CodecOutput
  {
    var reader = PNMReader(bytes)
    guard let header = reader.header(), header.size == size else {
      throw .corrupt(.pnm, "unreadable header")
    }
    var rgba = [UInt8](repeating: 255, count: size.area * 4)
    let channels = header.channels
    for index in 0..<(size.area * channels) {
      guard let sample = reader.sample(header) else {
        throw .corrupt(.pnm, "the file ends before its last pixel")
      }
      let value = header.isBitmap ? (sample == 1 ? 0 : 255) : sample * 255 / header.maximum
      let pixel = index / channels
      if channels == 1 {
        for c in 0..<3 { rgba[pixel * 4 + c] = UInt8(value) }
      } else {
        rgba[pixel * 4 + index % 3] = UInt8(value)
      }
    }
    let image = CodecImage(width: size.width, height: size.height, rgba: rgba)
    return CodecOutput(pixels: image.fitted(in: box))
  }
}

/// Reads a Netpbm file's header and samples, in order.
struct PNMReader {
  struct Header {
    let kind: Int
    let size: Size
    /// The largest sample value (1 for bitmaps).
    let maximum: Int
    var isBitmap: Bool { kind == 1 || kind == 4 }
    var isPlain: Bool { kind <= 3 }
    var channels: Int { kind == 3 || kind == 6 ? 3 : 1 }
  }

  private let bytes: [UInt8]
  private var offset = 0
  /// Bits left of the current byte of a raw bitmap row, and the column within the row.
  private var bitColumn = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func header() -> Header? {
    guard bytes.count > 2, bytes[0] == UInt8(ascii: "P") else { return nil }
    let kind = Int(bytes[1]) - Int(UInt8(ascii: "0"))
    guard (1...6).contains(kind) else { return nil }
    offset = 2
    guard let width = number(), let height = number(), width > 0, height > 0 else { return nil }
    let maximum = kind == 1 || kind == 4 ? 1 : number() ?? 0
    guard (1...65_535).contains(maximum) else { return nil }
    if kind > 3 { offset += 1 }  // the one whitespace byte before raw data
    return Header(kind: kind, size: Size(width: width, height: height), maximum: maximum)
  }

  /// The next sample, or nil past the end of the data.
  mutating func sample(_ header: Header) -> Int? {
    if header.isPlain {
      return header.kind == 1 ? bitDigit() : number()
    }
    if header.isBitmap {
      guard offset < bytes.count else { return nil }
      let bit = Int(bytes[offset] >> (7 - bitColumn % 8)) & 1
      bitColumn += 1
      if bitColumn % 8 == 0 || bitColumn == header.size.width {
        offset += 1
        if bitColumn == header.size.width { bitColumn = 0 }
      }
      return bit
    }
    let width = header.maximum > 255 ? 2 : 1
    guard offset + width <= bytes.count else { return nil }
    defer { offset += width }
    return width == 2 ? Int(bytes[offset]) << 8 | Int(bytes[offset + 1]) : Int(bytes[offset])
  }

  /// A decimal number after whitespace and `#` comments.
  private mutating func number() -> Int? {
    skipSpace()
    var value: Int?
    while offset < bytes.count, (48...57).contains(bytes[offset]) {
      value = (value ?? 0) * 10 + Int(bytes[offset] - 48)
      guard (value ?? 0) < 1 << 31 else { return nil }
      offset += 1
    }
    return value
  }

  /// One "0" or "1" of a plain bitmap (digits need no separator there).
  private mutating func bitDigit() -> Int? {
    skipSpace()
    guard offset < bytes.count, bytes[offset] == 48 || bytes[offset] == 49 else { return nil }
    defer { offset += 1 }
    return Int(bytes[offset] - 48)
  }

  private mutating func skipSpace() {
    while offset < bytes.count {
      if bytes[offset] == UInt8(ascii: "#") {
        while offset < bytes.count, bytes[offset] != 10 { offset += 1 }
      } else if [9, 10, 13, 32].contains(bytes[offset]) {
        offset += 1
      } else {
        return
      }
    }
  }
}
