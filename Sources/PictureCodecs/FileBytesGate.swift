import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Whether this process may hand a file's bytes to a codec library.
///
/// The viewer closes the gate first thing (``close()``): no file's bytes reach libheif, libjxl,
/// libpng, libjpeg-turbo, libwebp, giflib or Little CMS there; they are read in decoder
/// processes, which open it again (``open()``). Every entry of this module that reads a file's
/// bytes asks ``admits(_:)`` first; a refusal is a bug of the app's (a path that forgot the
/// decoder processes): it prints one `carousel: bug:` line for the process, and the call fails
/// as the library would on an unreadable file, so the show goes on. Encoding trusted pixels
/// (screenshots, thumbnails, JPEG snapshots) passes no file's bytes and asks nothing.
///
/// Open by default: tests and tools decode in their own process.
package enum FileBytesGate {
  private static let isClosed = Atomic<Bool>(false)
  private static let hasReported = Atomic<Bool>(false)

  /// Closes the gate: this process is the viewer.
  package static func close() {
    isClosed.store(true, ordering: .releasing)
  }

  /// Opens the gate: this process is a decoder (a copy of the viewer forked at its start
  /// inherits the gate closed).
  package static func open() {
    isClosed.store(false, ordering: .releasing)
  }

  /// Whether the gate is closed (the viewer).
  package static var isClosedHere: Bool { isClosed.load(ordering: .acquiring) }

  /// Whether `reader` (a codec entry, "libheif's Exif") may read a file's bytes here; when it
  /// may not, the first refusal of the process prints one `carousel: bug:` line.
  package static func admits(_ reader: String) -> Bool {
    guard isClosedHere else { return true }
    if !hasReported.exchange(true, ordering: .acquiringAndReleasing) {
      var line =
        "carousel: bug: \(reader) was handed a file's bytes in the viewer process; refused "
        + "(files are read by codecs only in decoder processes)\n"
      line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
    return false
  }

  /// The error of a refused read: the file is then shown as one the library cannot read.
  static func refusal(_ library: String) -> CodecError {
    CodecError("\(library) may not read files in the viewer process")
  }
}
