import SystemKit

/// Whether a request's headers say its body's length one way only, as RFC 9112 (§6.1, §6.3)
/// asks: so that a reverse proxy in front of the frame and the frame never read one request's
/// body differently (request smuggling).
///
/// libmicrohttpd takes the first `Content-Length` of several and lets `Transfer-Encoding`
/// win over `Content-Length`; a proxy may do otherwise. So the server refuses with 400, and
/// closes the connection, a request that says both, differing lengths, or a transfer coding
/// other than one `chunked`, before any of its body is read.
package enum RequestFraming {
  /// Why `headers` (every header line as sent, names in any case) do not frame a body in one
  /// way, or nil when they do.
  package static func refusal(_ headers: [(name: String, value: String)]) -> String? {
    let lengths = values(of: "content-length", in: headers)
    let codings = values(of: "transfer-encoding", in: headers)
    if !lengths.isEmpty, !codings.isEmpty {
      return "a request may not say both Content-Length and Transfer-Encoding"
    }
    let spelled = lengths.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
      .map { $0.trimming(while: { $0 == " " || $0 == "\t" }) }
    if Set(spelled).count > 1 {
      return "a request may not say two different Content-Lengths"
    }
    let coded = codings.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
      .map { $0.trimming(while: { $0 == " " || $0 == "\t" }).lowercased() }
    if !coded.isEmpty, coded != ["chunked"] {
      return "a request's Transfer-Encoding may only be chunked"
    }
    return nil
  }

  /// The values of the header `name` (lower case), in the order sent.
  private static func values(of name: String, in headers: [(name: String, value: String)])
    -> [String]
  {
    headers.filter { $0.name.lowercased() == name }.map(\.value)
  }
}
