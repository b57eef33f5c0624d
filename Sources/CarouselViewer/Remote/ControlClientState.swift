#if canImport(Glibc)
  import Glibc
#endif

/// One connection to the control socket, as the server thread sees it: bytes read and not yet
/// split into lines, answers owed, output not yet written.
struct ControlClientState {
  let descriptor: Int32
  private var input: [UInt8] = []
  private var output: [UInt8] = []
  /// Lines handed to the main thread whose answers have not come back.
  private var owed = 0
  /// The client closed its side, or sent too long a line: close once the answers are out.
  private var isInputClosed = false
  /// Writing failed (the client went away): close now.
  private var isBroken = false

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// What to wait for in `poll`.
  var events: Int16 {
    Int16(isInputClosed ? 0 : POLLIN) | Int16(output.isEmpty ? 0 : POLLOUT)
  }

  /// Whether the connection is done: broken, or closed by the client with every answer out.
  var isFinished: Bool { isBroken || isInputClosed && owed == 0 && output.isEmpty }

  /// Reads what is there and returns the complete lines (without newlines), each owed an
  /// answer.
  ///
  /// A line longer than `longest` bytes gets an error answer and ends the connection.
  mutating func readLines(longest: Int) -> [String] {
    var chunk = [UInt8](repeating: 0, count: 4096)
    while !isInputClosed {
      let count = read(descriptor, &chunk, chunk.count)
      if count < 0, errno == EINTR { continue }
      if count < 0, errno == EAGAIN { break }
      guard count > 0 else {
        isInputClosed = true
        break
      }
      input += chunk[..<count]
    }
    var lines: [String] = []
    while let newline = input.firstIndex(of: 0x0A) {
      lines.append(String(decoding: input[..<newline], as: UTF8.self))
      input.removeSubrange(...newline)
    }
    if isInputClosed, !input.isEmpty {  // a last line without its newline still counts
      lines.append(String(decoding: input, as: UTF8.self))
      input.removeAll()
    }
    if lines.contains(where: { $0.utf8.count > longest }) || input.count > longest {
      lines = Array(lines.prefix { $0.utf8.count <= longest })
      output += Array("error: a line is longer than \(longest) bytes\n".utf8)
      isInputClosed = true
      input.removeAll()
    }
    owed += lines.count
    return lines
  }

  /// Queues the main thread's `answer` and a newline for writing; one owed answer is paid.
  mutating func queue(answer: String) {
    output += Array(answer.utf8) + [0x0A]
    owed = max(owed - 1, 0)
  }

  /// Writes as much output as the socket takes now.
  mutating func writeOutput() {
    while !output.isEmpty, !isBroken {
      let written = output.withUnsafeBytes {
        send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if written < 0, errno == EINTR { continue }
      if written < 0, errno == EAGAIN { return }
      guard written > 0 else {
        isBroken = true
        return
      }
      output.removeFirst(written)
    }
  }
}
