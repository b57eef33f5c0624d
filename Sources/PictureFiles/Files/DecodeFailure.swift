import Geometry
import Localization

/// Why a file cannot be shown, in words for its error page and the stderr line.
package enum DecodeFailure: Error, Equatable, Sendable, Codable, CustomStringConvertible {
  /// Found by looking at the file before reading it (missing, folder, socket, empty, ...).
  case file(FileProblem)
  /// The file was there when the folder was read and is gone now.
  case vanished
  /// A path named to be shown that is not there, whose name is not a picture's or a text
  /// slide's: a folder not made or not mounted yet.
  case missingFolder
  /// The file's size changed while it was being read.
  case changedWhileReading
  /// Reading failed with the C library's message.
  case readFailed(String)
  /// The file is larger than the pipeline will hold in memory, in bytes.
  case fileTooLarge(bytes: Int, limit: Int)
  /// The content matches no format Carousel reads.
  case unknownFormat
  /// The header ends before the picture's size (a truncated file).
  case truncatedHeader(PictureFormat)
  /// The header declares an impossible size (0 pixels, or a corrupt field).
  case invalidSize(PictureFormat)
  /// The header declares more pixels than the limit (`--max-megapixels`).
  case overPixelLimit(PictureFormat, Size, limitMegapixels: Int)
  /// The decoder rejected the data (corrupt or truncated), with its message.
  case corrupt(PictureFormat, String)
  /// The decoder produced a size other than the header's (the file is inconsistent).
  case sizeMismatch(PictureFormat, header: Size, decoded: Size)
  /// A text slide's file holds binary data, not text.
  case notText
  /// The decoder process took longer than the per-picture deadline and was stopped, in s.
  case decoderGaveUp(seconds: Int)
  /// The decoder process died on the file (a crash in a codec), with how it ended.
  case decoderCrashed(String)
  /// The decoder process ran out of the memory it may use (`RLIMIT_AS`), in MiB.
  case decoderOutOfMemory(limitMegabytes: Int)
  /// No decoder process could be started, with the reason.
  case decoderUnavailable(String)
  /// The program is ending: the decode was abandoned.
  case stopped
  /// The decoded picture could not be encoded for a surface (as JPEG), with the library's
  /// message.
  case encodeFailed(String)
  /// A clip that cannot be played: the video worker's reason.
  case clipFailed(String)

  package var description: String {
    switch self {
    case .file(let problem): problem.description
    case .vanished: localized("no such file (missing, or removed after the folder was read)")
    case .missingFolder:
      localized(
        "no such folder: its pictures show once it is there (at once with --watch, else after a reload)"
      )
    case .changedWhileReading: localized("the file changed while it was being read")
    case .readFailed(let message): localized("cannot read the file: %s", message)
    case .fileTooLarge(let bytes, let limit):
      localized(
        "file too large (%s; Carousel reads at most %s)", Self.byteText(bytes),
        Self.byteText(limit))
    case .unknownFormat: localized("not a picture format Carousel can read (unrecognised content)")
    case .truncatedHeader(let format):
      localized("%s header is incomplete (file truncated)", format.rawValue)
    case .invalidSize(let format):
      localized("%s header declares an impossible size", format.rawValue)
    case .overPixelLimit(let format, let size, let limit):
      localized(
        "%s of %s×%s pixels (%s megapixels) is over the limit of %s megapixels (--max-megapixels)",
        format.rawValue, String(size.width), String(size.height), Self.megapixels(size),
        String(limit))
    case .corrupt(let format, let message):
      localized("corrupt %s data: %s", format.rawValue, message)
    case .sizeMismatch(let format, let header, let decoded):
      localized(
        "%s decodes to %s but its header says %s", format.rawValue, "\(decoded)", "\(header)")
    case .notText: localized("not a text file (it holds binary data)")
    case .decoderGaveUp(let seconds):
      localized("the decoder gave up after %s s", String(seconds))
    case .decoderCrashed(let how): localized("the decoder crashed on this file (%s)", how)
    case .decoderOutOfMemory(let limit):
      localized("the decoder ran out of memory (it may use %s MB beyond its own)", String(limit))
    case .decoderUnavailable(let reason): localized("cannot start a decoder: %s", reason)
    case .stopped: localized("not decoded: Carousel is ending")
    case .encodeFailed(let message):
      localized("cannot encode the picture as JPEG: %s", message)
    case .clipFailed(let reason): reason
    }
  }

  /// The heading of the page that tells of the failure.
  package var title: String {
    switch self {
    case .missingFolder: localized("Folder not found")
    case .clipFailed: localized("Cannot play this clip")
    default: localized("Cannot show this picture")
    }
  }

  /// `bytes` in whole MB, or KB below a megabyte (a text slide's limit is 64 KB).
  private static func byteText(_ bytes: Int) -> String {
    bytes >= 1_048_576 ? "\(bytes / 1_048_576) MB" : "\(max(1, bytes / 1024)) KB"
  }

  private static func megapixels(_ size: Size) -> String {
    let value = Double(size.width) * Double(size.height) / 1_000_000
    return value >= 10 ? String(Int(value.rounded())) : String((value * 10).rounded() / 10)
  }
}
