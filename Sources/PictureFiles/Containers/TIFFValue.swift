/// One value of a TIFF or Exif directory entry, by its field type.
package enum TIFFValue: Sendable, Equatable {
  /// BYTE, SHORT, LONG and IFD values.
  case unsigned([Int])
  /// SBYTE, SSHORT and SLONG values.
  case signed([Int])
  /// RATIONAL values: unsigned fractions.
  case rational([TIFFRational])
  /// SRATIONAL values: signed fractions.
  case signedRational([TIFFRational])
  /// ASCII text, up to its first NUL, with any bytes that are not UTF-8 replaced.
  case text(String)
  /// UNDEFINED bytes (and FLOAT and DOUBLE values, kept as their bytes).
  case bytes([UInt8])

  /// The integers of an integer value, else nil.
  package var integers: [Int]? {
    switch self {
    case .unsigned(let values), .signed(let values): values
    default: nil
    }
  }

  /// The fractions of a rational value, else nil.
  package var rationals: [TIFFRational]? {
    switch self {
    case .rational(let values), .signedRational(let values): values
    default: nil
    }
  }

  /// The text of an ASCII value with surrounding spaces removed, nil when empty or not text.
  package var text: String? {
    guard case .text(let string) = self else { return nil }
    let trimmed = string.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
    return trimmed.isEmpty ? nil : String(trimmed)
  }

  /// Bytes per item of field type `type` (TIFF 6.0 §2 and Exif 2.3 §4.6.2), nil when unknown.
  static func itemSize(ofType type: Int) -> Int? {
    switch type {
    case 1, 2, 6, 7: 1  // BYTE, ASCII, SBYTE, UNDEFINED
    case 3, 8: 2  // SHORT, SSHORT
    case 4, 9, 11, 13: 4  // LONG, SLONG, FLOAT, IFD
    case 5, 10, 12: 8  // RATIONAL, SRATIONAL, DOUBLE
    default: nil
    }
  }

  /// Reads `count` items of `type` at `start`, which the caller has checked lie inside `view`.
  init?(type: Int, count: Int, at start: Int, in view: ByteView) {
    func items(_ width: Int, signed: Bool, count: Int = count) -> [Int] {
      (0..<count).compactMap { index in
        view.unsigned(start + index * width, width: width).map { value in
          guard signed else { return value }
          let shift = 64 - width * 8
          return (value << shift) >> shift
        }
      }
    }
    func fractions(signed: Bool) -> [TIFFRational] {
      let halves = items(4, signed: signed, count: count * 2)
      return stride(from: 0, to: halves.count - 1, by: 2).map {
        TIFFRational(numerator: halves[$0], denominator: halves[$0 + 1])
      }
    }
    switch type {
    case 1, 3, 4, 13: self = .unsigned(items(TIFFValue.itemSize(ofType: type) ?? 1, signed: false))
    case 6, 8, 9: self = .signed(items(TIFFValue.itemSize(ofType: type) ?? 1, signed: true))
    case 5: self = .rational(fractions(signed: false))
    case 10: self = .signedRational(fractions(signed: true))
    case 2:
      let raw = view.bytes[start..<(start + count)].prefix { $0 != 0 }
      self = .text(String(decoding: raw, as: UTF8.self))
    case 7, 11, 12:
      let size = TIFFValue.itemSize(ofType: type) ?? 1
      self = .bytes(Array(view.bytes[start..<(start + count * size)]))
    default: return nil
    }
  }
}

/// A TIFF RATIONAL or SRATIONAL: a fraction as the file stores it (1/250 s stays 1/250).
package struct TIFFRational: Sendable, Equatable, CustomStringConvertible {
  package let numerator: Int
  package let denominator: Int

  package init(numerator: Int, denominator: Int) {
    self.numerator = numerator
    self.denominator = denominator
  }

  /// The fraction's value, or nil when the denominator is 0.
  package var value: Double? {
    denominator == 0 ? nil : Double(numerator) / Double(denominator)
  }

  package var description: String { "\(numerator)/\(denominator)" }
}
