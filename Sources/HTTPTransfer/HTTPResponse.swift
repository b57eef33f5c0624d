/// What a server answered: its status and the body (in memory, or only its length when it
/// went to a file).
package struct HTTPResponse: Sendable {
  /// The last response's status (after redirects).
  package var status: Int
  /// The body, when it was kept in memory; empty when it went to a file.
  package var body: [UInt8]
  /// The body's bytes received.
  package var length: Int

  package init(status: Int, body: [UInt8] = [], length: Int) {
    self.status = status
    self.body = body
    self.length = length
  }

  /// Whether the status says success (2xx).
  package var isSuccess: Bool { (200..<300).contains(status) }
}
