import PictureFiles
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// How long the slideshow shows each picture when it says so itself: a file list's
/// `PATH<TAB>SECS` line, else a sidecar file `NAME.duration` beside the picture (its first line:
/// seconds, decimals allowed).
///
/// Sidecars are read once per picture, at most ``sidecarLimit`` bytes; a bad one is one stderr
/// line and the normal interval. Main thread only.
struct PictureDurations {
  /// The accepted durations, in s: the slideshow's intervals.
  static let range = SlideshowConstants.intervals
  /// The most a sidecar is read, in bytes: a number and a newline.
  static let sidecarLimit = 64
  /// Pictures whose sidecar is remembered; past this the memory starts again empty (looking
  /// again costs one `open`), so a live folder's new names over months stay bounded.
  static let sidecarCapacity = 4_096

  /// Durations from the file list, by picture.
  var listed: [ItemKey: Double] = [:]
  /// Sidecars read so far (nil: none, or a bad one).
  private var sidecars: [ItemKey: Double?] = [:]

  /// The interval for `item`, in s, or nil for the slideshow's own.
  mutating func interval(for item: CarouselItem, reporter: Reporter) -> Double? {
    if let listed = listed[item.key] { return listed }
    if let known = sidecars[item.key] { return known }
    let found = Self.readSidecar(of: item.path, reporter: reporter)
    if sidecars.count >= Self.sidecarCapacity { sidecars.removeAll(keepingCapacity: true) }
    sidecars[item.key] = found
    return found
  }

  /// The seconds `text` gives, if it is a plain decimal in ``range``.
  static func seconds(_ text: Substring) -> Double? {
    let trimmed = text.trimmingBlanks()
    guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      let seconds = Double(trimmed), range.contains(seconds)
    else { return nil }
    return seconds
  }

  private static func readSidecar(of path: FilePath, reporter: Reporter) -> Double? {
    let sidecar = FilePath(bytes: path.bytes + Array(".duration".utf8))
    let descriptor = sidecar.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
    guard descriptor >= 0 else { return nil }  // no sidecar: the usual case
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: sidecarLimit)
    let count = read(descriptor, &bytes, sidecarLimit)
    let text = String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self)
    let firstLine = text.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
    guard let seconds = seconds(firstLine) else {
      reporter.warning(
        ("\(sidecar): not a duration; expected seconds from 0.1 to "
          + "\(CivilTime.secondsPerDay) (for "
          + "example 12.5); using the slideshow's interval").escapingControlCharacters)
      return nil
    }
    return seconds
  }
}
