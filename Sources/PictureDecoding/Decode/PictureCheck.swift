import Geometry
import PictureFiles

#if canImport(Glibc)
  import Glibc
#endif

/// Whether a file someone sent is a picture Carousel shows, checked with the decoder's own
/// readers before it joins the pictures (an upload from the web page).
package enum PictureCheck {
  /// The box the check decodes into, in px: small, so that a check costs the codec's reading
  /// of the file and little more.
  static let box = Size(width: 64, height: 64)

  /// The format of the file at `path`, sent as `name`.
  ///
  /// Its content is sniffed (formats without a magic number by `name`'s extension, as folder
  /// scans do), then `decoder` decodes it into a small box: the header's size within the
  /// pixel limit, the codec's reading of the file. It passes what the viewer shows: a file its
  /// codec reports an error for is refused, but a JPEG cut short is taken (libjpeg reports no
  /// error; the viewer shows what arrived and grey below, as browsers do). The app's decoder
  /// runs in its isolated processes, as the file is untrusted.
  /// - Throws: why it is not a picture Carousel shows, in the words of an error page.
  package static func format(
    of path: FilePath, sentAs name: String, decoder: any PictureDecoder
  ) throws(DecodeFailure) -> PictureFormat {
    let head = try Self.head(of: path)
    guard
      let format = PictureFormat.sniff(
        ByteView(head), fileExtension: FilePath(name).fileExtension)
    else { throw .unknownFormat }
    _ = try decoder.decode(path, fittingIn: box)
    return format
  }

  /// The file's first bytes, as many as sniffing reads.
  private static func head(of path: FilePath) throws(DecodeFailure) -> [UInt8] {
    let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
    guard descriptor >= 0 else { throw .vanished }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: PipelineConstants.svgSniffBytes)
    let count = read(descriptor, &bytes, bytes.count)
    guard count >= 0 else { throw .readFailed(String(cString: strerror(errno))) }
    return Array(bytes.prefix(count))
  }
}
