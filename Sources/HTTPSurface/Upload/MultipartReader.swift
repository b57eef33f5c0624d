#if canImport(Glibc)
  import Glibc
#endif

/// A `multipart/form-data` body read as it arrives (RFC 7578): each part's headers, then its
/// bytes in pieces, never the whole body in memory.
///
/// ``read(_:)`` takes the next bytes, in pieces of any size, and returns what they completed;
/// bytes that might be the start of a boundary are held until the next piece says. A part's
/// headers are bounded (``HTTPConstants/longestPartHeaders``); the body's size is the caller's
/// to bound. Made on the server's thread per upload.
package struct MultipartReader {
  /// What a piece of the body completed, in order.
  package enum Event: Equatable {
    /// A part starts, with what its headers say.
    case part(MultipartPart)
    /// Bytes of the current part.
    case data([UInt8])
    /// The current part ended.
    case partEnd
    /// The closing boundary: the body is complete (what follows is ignored).
    case end
  }

  /// A body that is not `multipart/form-data` as declared; the message says how.
  package struct Malformed: Error, Equatable {
    package let message: String
  }

  private enum Phase {
    case preamble, delimited, headers, body, epilogue
  }

  /// `CRLF--boundary`: what ends a part's body.
  private let delimiter: [UInt8]
  private var phase = Phase.preamble
  /// Bytes not consumed yet; the preamble starts with a CRLF of its own so that a body that
  /// opens with its boundary matches the delimiter too.
  private var pending: [UInt8] = [0x0D, 0x0A]

  /// A reader for parts separated by `boundary` (the Content-Type's parameter).
  package init(boundary: [UInt8]) {
    delimiter = [0x0D, 0x0A, 0x2D, 0x2D] + boundary
  }

  /// The boundary of a `multipart/form-data` Content-Type (1 to 70 bytes, RFC 2046), or nil.
  package static func boundary(of contentType: String) -> [UInt8]? {
    let parameters = MultipartPart.parameters(Array(contentType.utf8)[...])
    guard parameters.first?.key.lowercased() == "multipart/form-data",
      let boundary = parameters.first(where: { $0.key.lowercased() == "boundary" })?.value,
      (1...70).contains(boundary.count), !boundary.contains(where: { $0 < 0x20 || $0 > 0x7E })
    else { return nil }
    return boundary
  }

  /// Whether the closing boundary was read.
  package var isComplete: Bool { phase == .epilogue }

  /// Reads `bytes`, the next piece of the body.
  /// - Throws: ``Malformed`` when the body breaks the format; reading then stops.
  package mutating func read(_ bytes: some Collection<UInt8>) throws(Malformed) -> [Event] {
    guard phase != .epilogue else { return [] }
    pending += bytes
    var events: [Event] = []
    var start = 0
    while true {
      let (next, isWaiting) = try step(from: start, into: &events)
      start = next
      if isWaiting { break }
    }
    pending.removeFirst(start)
    return events
  }

  /// Consumes what it can from `start`: returns where it stopped, and whether it waits there
  /// for more bytes.
  private mutating func step(from start: Int, into events: inout [Event]) throws(Malformed)
    -> (Int, waiting: Bool)
  {
    switch phase {
    case .preamble:
      guard let found = find(delimiter, from: start) else {
        // Keep only what may begin a delimiter: a preamble is never kept whole.
        return (max(start, pending.count - (delimiter.count - 1)), true)
      }
      phase = .delimited
      return (found + delimiter.count, false)
    case .delimited:
      return try afterDelimiter(from: start, into: &events)
    case .headers:
      guard let end = find([0x0D, 0x0A, 0x0D, 0x0A], from: start) else {
        if pending.count - start > HTTPConstants.longestPartHeaders {
          throw Malformed(
            message: "a part's headers are longer than \(HTTPConstants.longestPartHeaders) bytes")
        }
        return (start, true)
      }
      events.append(.part(try MultipartPart(headers: pending[start..<end])))
      phase = .body
      return (end + 4, false)
    case .body:
      return body(from: start, into: &events)
    case .epilogue:
      return (pending.count, true)
    }
  }

  /// After a boundary: `--` ends the body; else optional spaces and a CRLF start a part.
  private mutating func afterDelimiter(from start: Int, into events: inout [Event])
    throws(Malformed) -> (Int, waiting: Bool)
  {
    var index = start
    guard index + 1 < pending.count else { return (start, true) }
    if pending[index] == 0x2D, pending[index + 1] == 0x2D {
      phase = .epilogue
      events.append(.end)
      return (pending.count, true)
    }
    while index < pending.count, pending[index] == 0x20 || pending[index] == 0x09 {
      index += 1
      if index - start > 64 { throw Malformed(message: "a boundary line is not followed by CRLF") }
    }
    guard index + 1 < pending.count else { return (start, true) }
    guard pending[index] == 0x0D, pending[index + 1] == 0x0A else {
      throw Malformed(message: "a boundary line is not followed by CRLF")
    }
    phase = .headers
    return (index + 2, false)
  }

  /// A part's bytes up to the next delimiter, holding back those that may begin one.
  private mutating func body(from start: Int, into events: inout [Event]) -> (Int, waiting: Bool) {
    if let found = find(delimiter, from: start) {
      if found > start { events.append(.data(Array(pending[start..<found]))) }
      events.append(.partEnd)
      phase = .delimited
      return (found + delimiter.count, false)
    }
    let safe = max(start, pending.count - (delimiter.count - 1))
    if safe > start { events.append(.data(Array(pending[start..<safe]))) }
    return (safe, true)
  }

  /// The first index from `start` at which `needle` starts in `pending`, or nil.
  ///
  /// Candidates are found by `memchr` on the needle's first byte (a CR, rare in a picture's
  /// bytes), so a part of 64 MB is scanned at memory speed.
  private func find(_ needle: [UInt8], from start: Int) -> Int? {
    guard let first = needle.first, pending.count - start >= needle.count else { return nil }
    let last = pending.count - needle.count
    return pending.withUnsafeBufferPointer { buffer -> Int? in
      guard let base = buffer.baseAddress else { return nil }
      var index = start
      while index <= last {
        guard let found = memchr(base + index, Int32(first), last - index + 1) else { return nil }
        let candidate = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        if memcmp(base + candidate, needle, needle.count) == 0 { return candidate }
        index = candidate + 1
      }
      return nil
    }
  }
}
