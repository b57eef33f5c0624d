import CLinux
import HTTPTransfer
import Localization
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// A feed's bytes, copied as they are (never read here: the worker reads them) into an
/// anonymous memory file of the process (`memfd_create`), at most ``WallConstants/feedBytes``.
///
/// The copy that last read well is kept as the feed's last good copy; a new one replaces it only
/// once a worker has read it.
final class CalendarCopy {
  /// The memory file; closed with the copy.
  let descriptor: Int32

  /// A copy of `source`, fetched with `client` when it is a URL.
  /// - Throws: why there is no whole copy (the reason, in words).
  init(of source: CalendarSource, client: () throws(HTTPError) -> HTTPClient)
    throws(FeedFailure)
  {
    let descriptor = carousel_memfd("carousel-calendar")
    guard descriptor >= 0 else {
      throw FeedFailure(reason: Self.lastError(localized("no memory file")))
    }
    self.descriptor = descriptor
    switch source {
    case .file(let path): try Self.copy(file: path, to: descriptor)
    case .url(let url): try Self.download(url, to: descriptor, client: client)
    }
  }

  deinit {
    close(descriptor)
  }

  private static func copy(file path: String, to descriptor: Int32) throws(FeedFailure) {
    let file = open(path, O_RDONLY | O_CLOEXEC)
    guard file >= 0 else { throw FeedFailure(reason: lastError(localized("cannot open it"))) }
    defer { close(file) }
    var facts = stat()
    if fstat(file, &facts) == 0, Int(facts.st_size) > WallConstants.feedBytes {
      throw FeedFailure(
        reason: localized("it is larger than %s bytes", String(WallConstants.feedBytes)))
    }
    let bytes = DescriptorReader.read(file, limit: WallConstants.feedBytes + 1)
    guard bytes.count <= WallConstants.feedBytes else {
      throw FeedFailure(
        reason: localized("it is larger than %s bytes", String(WallConstants.feedBytes)))
    }
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw FeedFailure(reason: lastError(localized("cannot copy it"))) }
      offset += count
    }
  }

  private static func download(
    _ url: String, to descriptor: Int32, client: () throws(HTTPError) -> HTTPClient
  ) throws(FeedFailure) {
    let limits = HTTPLimits(
      totalTimeout: WallConstants.feedTimeout, maximumBytes: WallConstants.feedBytes)
    let response: HTTPResponse
    do throws(HTTPError) {
      response = try client().download(HTTPRequest(url: url, limits: limits), to: descriptor)
    } catch {
      throw FeedFailure(reason: error.message)
    }
    guard response.isSuccess else {
      throw FeedFailure(
        reason: localized("the server answered with status %s", String(response.status)))
    }
  }

  private static func lastError(_ what: String) -> String {
    "\(what) (\(String(cString: strerror(errno))))"
  }
}
