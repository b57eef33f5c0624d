#if canImport(Glibc)
  import Glibc
#endif

/// One connection to the control socket, as the server thread sees it: bytes read and not yet
/// split into lines, answers owed, output not yet written.
///
/// Each line is numbered as it arrives, and answers are written in that order whatever order
/// they come back in (a refused line is answered at once, a `reload` once its list is in).
struct ControlClientState {
  let descriptor: Int32
  private var input: [UInt8] = []
  private var output: [UInt8] = []
  /// The number the next line read gets.
  private var nextLine = 0
  /// The number of the line whose answer is written next.
  private var nextAnswer = 0
  /// Answers that came back before those of earlier lines, by line number.
  private var early: [Int: String] = [:]
  /// Lines read whose answers are not written yet.
  private var owed: Int { nextLine - nextAnswer }
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

  /// Reads what is there and returns the complete lines (without newlines) with their
  /// numbers, each owed an answer (``queue(answer:toLine:)``).
  ///
  /// A line longer than `longest` bytes gets an error answer and ends the connection.
  mutating func readLines(longest: Int) -> [(number: Int, line: String)] {
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
    var tooLong = false
    if lines.contains(where: { $0.utf8.count > longest }) || input.count > longest {
      lines = Array(lines.prefix { $0.utf8.count <= longest })
      tooLong = true
      isInputClosed = true
      input.removeAll()
    }
    let numbered = lines.map { line in
      defer { nextLine += 1 }
      return (nextLine, line)
    }
    if tooLong {  // answered after the lines before it
      nextLine += 1
      queue(answer: "error: a line is longer than \(longest) bytes", toLine: nextLine - 1)
    }
    return numbered
  }

  /// Takes `answer` for line `number`, and queues for writing (each with a newline) every
  /// answer now due in line order.
  mutating func queue(answer: String, toLine number: Int) {
    early[number] = answer
    while let due = early.removeValue(forKey: nextAnswer) {
      output += Array(due.utf8) + [0x0A]
      nextAnswer += 1
    }
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
