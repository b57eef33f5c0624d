#if canImport(Glibc)
  import Glibc
#endif

/// MD5 (RFC 1321), for the one place that needs it.
///
/// The freedesktop thumbnail specification names each thumbnail by the MD5 of its picture's
/// URI. Not for anything that must be secure.
package enum MD5 {
  /// The 16-byte digest of `bytes`.
  package static func digest(_ bytes: [UInt8]) -> [UInt8] {
    var state: (UInt32, UInt32, UInt32, UInt32) = (
      0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476
    )
    var message = bytes + [0x80]
    message += [UInt8](repeating: 0, count: (56 - message.count % 64 + 64) % 64)
    let bits = UInt64(bytes.count) &* 8
    message += (0..<8).map { UInt8(truncatingIfNeeded: bits >> (8 * UInt64($0))) }
    for block in stride(from: 0, to: message.count, by: 64) {
      let words = (0..<16).map { index -> UInt32 in
        let at = block + index * 4
        return UInt32(message[at]) | UInt32(message[at + 1]) << 8 | UInt32(message[at + 2]) << 16
          | UInt32(message[at + 3]) << 24
      }
      state = round(state, words)
    }
    return [state.0, state.1, state.2, state.3].flatMap { word in
      (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * UInt32($0))) }
    }
  }

  /// The digest of `bytes` in lower-case hexadecimal, as thumbnail file names spell it.
  package static func hex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    return String(
      decoding: digest(bytes).flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] },
      as: UTF8.self)
  }

  /// The shift amounts of the 64 steps.
  private static let shifts: [UInt32] = [
    7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
    5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
    4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
    6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
  ]

  /// The constants of the 64 steps: the integer part of 2³² × |sin(i + 1)|.
  private static let constants: [UInt32] = (0..<64).map { index in
    UInt32(truncatingIfNeeded: Int64((abs(sin(Double(index + 1))) * 4_294_967_296).rounded(.down)))
  }

  /// One 64-byte block's 64 steps on `state`.
  private static func round(
    _ state: (UInt32, UInt32, UInt32, UInt32), _ words: [UInt32]
  ) -> (UInt32, UInt32, UInt32, UInt32) {
    var (a, b, c, d) = state
    for step in 0..<64 {
      let mixed: UInt32
      let index: Int
      switch step {
      case 0..<16: (mixed, index) = ((b & c) | (~b & d), step)
      case 16..<32: (mixed, index) = ((d & b) | (~d & c), (5 * step + 1) % 16)
      case 32..<48: (mixed, index) = (b ^ c ^ d, (3 * step + 5) % 16)
      default: (mixed, index) = (c ^ (b | ~d), (7 * step) % 16)
      }
      let sum = a &+ mixed &+ constants[step] &+ words[index]
      (a, d, c) = (d, c, b)
      b = b &+ (sum << shifts[step] | sum >> (32 - shifts[step]))
    }
    return (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d)
  }
}
