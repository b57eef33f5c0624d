#if canImport(Glibc)
  import Glibc
#endif

/// A trashed file's `.trashinfo`: where it was (percent-encoded, as the specification asks) and
/// when it was deleted (local time, `YYYY-MM-DDThh:mm:ss`).
struct TrashInfo: Equatable {
  /// The file's path: absolute for the home trash, relative to the volume's top folder for a
  /// volume's own trash.
  var path: FilePath
  /// Wall time of the deletion, in s from the Unix epoch.
  var deletedAt: Double

  /// Names tried for one file before giving up (`a.png`, `a.2.png`, … `a.1000.png`).
  static let maximumNames = 1000

  /// The file's text.
  var text: String {
    "[Trash Info]\nPath=\(Self.percentEncoded(path.bytes))\nDeletionDate=\(date)\n"
  }

  /// The deletion date in local time.
  private var date: String {
    var seconds = time_t(deletedAt.rounded(.down))
    var parts = tm()
    localtime_r(&seconds, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
      + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
  }

  /// The name of attempt `attempt` for a file called `name`: itself first, then with a number
  /// before its extension.
  static func name(_ name: String, attempt: Int) -> String {
    guard attempt > 1 else { return name }
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else {
      return "\(name).\(attempt)"
    }
    return "\(name[..<dot]).\(attempt)\(name[dot...])"
  }

  /// `bytes` with every byte but unreserved characters and `/` as `%XX` (RFC 3986).
  static func percentEncoded(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    var out: [UInt8] = []
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.append(byte)
      default:
        out += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
