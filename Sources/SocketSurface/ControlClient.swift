import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// `carousel --send PATH COMMAND`: sends one line to the control socket and prints the answer.
package enum ControlClient {
  /// Sends `line` to the socket at `path` and prints the answer on standard output.
  /// - Parameter reporter: told the one error said when nothing is answered.
  /// - Returns: the exit status: 0 for `ok` or a status line; 1 for an `error: …` answer, when
  ///   nothing listens at `path`, or when no answer comes.
  package static func send(_ line: String, to path: String, reporter: Reporter) -> Int32 {
    let reporter = reporter.scoped("option --send")
    let socket: Int32
    do {
      socket = try UnixSocket.connect(to: path)
    } catch {
      reporter.error("cannot reach '\(path)': \(error.message)")
      return 1
    }
    defer { close(socket) }
    var timeout = timeval(tv_sec: SocketConstants.answerTimeout, tv_usec: 0)
    setsockopt(
      socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    let request = Array((line + "\n").utf8)
    guard writeAll(request, to: socket) else {
      reporter.error("cannot write to '\(path)'")
      return 1
    }
    shutdown(socket, Int32(SHUT_WR))
    guard let answer = readLine(from: socket) else {
      reporter.error("no answer from '\(path)'")
      return 1
    }
    print(answer)
    return answer.hasPrefix("error:") ? 1 : 0
  }

  private static func writeAll(_ bytes: [UInt8], to socket: Int32) -> Bool {
    var written = 0
    while written < bytes.count {
      let result = bytes[written...].withUnsafeBytes {
        Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if result < 0, errno == EINTR { continue }
      guard result > 0 else { return false }
      written += result
    }
    return true
  }

  /// The first line the server sends, or nil when it closes or times out before one.
  private static func readLine(from socket: Int32) -> String? {
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while !received.contains(0x0A) {
      let count = recv(socket, &chunk, chunk.count, 0)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      received += chunk[..<count]
    }
    guard let end = received.firstIndex(of: 0x0A) else { return nil }
    return String(decoding: received[..<end], as: UTF8.self)
  }
}
