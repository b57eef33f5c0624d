/// The one field Carousel reads of a Google Takeout sidecar (the JSON file Google Photos
/// exports beside each picture): `"photoTakenTime": {"timestamp": "1600000000", …}`, seconds
/// since 1970 UTC, as a string or a number.
enum TakeoutSidecar {
  /// The seconds of `photoTakenTime` in the JSON `bytes`, or nil when absent or not a number.
  static func takenSeconds(_ bytes: [UInt8]) -> Int64? {
    let text = bytes[...]
    guard let key = XMPText.range(of: "\"photoTakenTime\"", in: text),
      let field = XMPText.range(of: "\"timestamp\"", in: text[key.upperBound...])
    else { return nil }
    // Past the colon, any spaces and an opening quote: the digits.
    var index = field.upperBound
    while index < text.endIndex, [0x20, 0x09, 0x0A, 0x0D, 0x3A, 0x22].contains(text[index]) {
      index += 1
    }
    let digits = text[index...].prefix { $0 >= 0x30 && $0 <= 0x39 }.prefix(12)
    guard !digits.isEmpty, let seconds = Int64(String(decoding: digits, as: UTF8.self)),
      seconds > 0
    else { return nil }
    return seconds
  }
}
