import HTTPTransfer
import SystemKit

/// A feed's one HTTP client: made on the feed's thread at its first use, cancelled from any
/// thread.
final class FeedClient: Sendable {
  private let made = Locked<HTTPClient?>(nil)

  /// The client, made now if it is not yet.
  func client() throws(HTTPError) -> HTTPClient {
    if let client = made.withLock({ $0 }) { return client }
    let client = try HTTPClient()
    made.withLock { $0 = client }
    return client
  }

  /// Cancels the transfer under way, if any.
  func cancel() {
    made.withLock { $0?.cancel() }
  }
}
