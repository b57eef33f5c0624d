import HTTPTransfer

/// A server pictures come from, as the mirror sees it.
///
/// A list of what it offers now, and each picture's bytes. WebDAV is one (``WebDAVSource``); a photo server's API is another.
///
/// Calls run on the source's own thread, through the client they are given, which another
/// thread may cancel; a source keeps no state between calls.
package protocol PhotoSource: Sendable {
  /// What the source is, for messages and the status: `webdav https://nas/photos/`.
  var description: String { get }

  /// Every picture the source offers now, each once (by ``RemotePicture/key``).
  /// - Throws: why the list cannot be had whole (no answer, an error status, a malformed
  ///   answer): the mirror is then left as it is.
  func list(using client: HTTPClient) throws(SourceError) -> [RemotePicture]

  /// Writes the bytes of `picture` to `descriptor` (an empty file).
  /// - Throws: why they cannot be had whole; the descriptor may then hold part of them.
  func fetch(_ picture: RemotePicture, to descriptor: Int32, using client: HTTPClient)
    throws(SourceError)
}
