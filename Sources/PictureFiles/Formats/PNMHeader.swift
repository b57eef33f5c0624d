import Geometry

/// The size in a Netpbm header ("P1" to "P6", then width and height as ASCII decimal numbers,
/// with `#` comments allowed between them).
package enum PNMHeader {
  static func size(_ bytes: [UInt8]) -> Size? {
    var index = 2
    var numbers: [Int] = []
    while numbers.count < 2, index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "#") {
        while index < bytes.count, bytes[index] != 10 { index += 1 }
      } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        var value = 0
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
          value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
          guard value < 1 << 31 else { return nil }
          index += 1
        }
        numbers.append(value)
        continue
      } else if ![9, 10, 13, 32].contains(byte) {
        return nil
      }
      index += 1
    }
    guard numbers.count == 2 else { return nil }
    return Size(width: numbers[0], height: numbers[1])
  }
}
