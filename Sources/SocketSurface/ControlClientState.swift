#if canImport(Glibc)
  import Glibc
#endif

/// One connection to the control socket, as the server thread sees it: bytes read and not yet
/// split into lines, answers owed, output not yet written.
///
/// Each line is numbered as it arrives, and answers are written in that order whatever order
/// they come back in (a refused line is answered at once, a `reload` once its list is in).
///
/// Bounded: at most ``SocketConstants/mostOwedAnswers`` lines are taken before their answers
/// are written (more wait in the socket, unread), and a client that leaves more than
/// ``SocketConstants/mostUnreadBytes`` of answers unread is dropped (``isFinished``). (Bug: 2 MB
/// of newlines whose answers were never read grew the app by 500 MB.)
struct ControlClientState {
  let descriptor: Int32
  private var input: [UInt8] = []
  /// The complete lines in `input`, not taken yet.
  private var waitingLines = 0
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
  /// Writing failed (the client went away), or the client left too much unread: close now.
  private var isBroken = false
  /// When a byte was last read from the client or taken by it, on the server's clock (s).
  private(set) var lastActive: Double

  /// A client on `descriptor`, accepted at `time`.
  init(descriptor: Int32, at time: Double) {
    self.descriptor = descriptor
    lastActive = time
  }

  /// What to wait for in `poll`: input while there is room for more lines.
  var events: Int16 {
    let reads = !isInputClosed && owed + waitingLines < SocketConstants.mostOwedAnswers
    return Int16(reads ? POLLIN : 0) | Int16(output.isEmpty ? 0 : POLLOUT)
  }

  /// The bytes it holds: input not taken yet and output not written yet.
  var heldBytes: Int { input.count + output.count }

  /// Whether the connection is done: broken, or closed by the client with every answer out.
  var isFinished: Bool { isBroken || isInputClosed && owed == 0 && output.isEmpty }

  /// Whether lines are waiting to be taken with room for them (``readLines(longest:at:)`` has
  /// more to give without reading).
  var hasLinesToTake: Bool {
    waitingLines > 0 && owed < SocketConstants.mostOwedAnswers
  }

  /// When the connection is closed as idle, after `timeout` s of nothing from the client.
  ///
  /// While the server waits for it (to send a line, or to read the answers written), not while
  /// the app works on an answer: nil then.
  func idleDeadline(timeout: Double) -> Double? {
    owed == 0 || !output.isEmpty ? lastActive + timeout : nil
  }

  /// Reads what is there, while there is room, and returns the complete lines (without
  /// newlines) with their numbers, each owed an answer (``queue(answer:toLine:)``), at most
  /// as many as there is room for; the rest wait.
  ///
  /// A line longer than `longest` bytes gets an error answer and ends the connection.
  mutating func readLines(longest: Int, at time: Double) -> [(number: Int, line: String)] {
    readInput(at: time)
    var lines = takeLines()
    var tooLong = false
    if lines.contains(where: { $0.utf8.count > longest })
      || waitingLines == 0
        && input.count > longest
    {
      lines = Array(lines.prefix { $0.utf8.count <= longest })
      tooLong = true
      isInputClosed = true
      input.removeAll()
      waitingLines = 0
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

  /// Reads from the socket while there is room for more lines, until it has nothing more.
  private mutating func readInput(at time: Double) {
    var chunk = [UInt8](repeating: 0, count: 4096)
    while !isInputClosed, owed + waitingLines < SocketConstants.mostOwedAnswers {
      let count = read(descriptor, &chunk, chunk.count)
      if count < 0, errno == EINTR { continue }
      if count < 0, errno == EAGAIN { break }
      guard count > 0 else {
        isInputClosed = true
        break
      }
      lastActive = time
      input += chunk[..<count]
      waitingLines += chunk[..<count].count(where: { $0 == 0x0A })
    }
  }

  /// The complete lines waiting in the input, as many as there is room for; the last line
  /// without its newline too once the client has closed its side.
  private mutating func takeLines() -> [String] {
    var lines: [String] = []
    var start = input.startIndex
    while owed + lines.count < SocketConstants.mostOwedAnswers,
      let newline = input[start...].firstIndex(of: 0x0A)
    {
      lines.append(String(decoding: input[start..<newline], as: UTF8.self))
      start = newline + 1
    }
    input.removeSubrange(..<start)
    waitingLines -= lines.count
    if isInputClosed, waitingLines == 0, !input.isEmpty,
      owed + lines.count < SocketConstants.mostOwedAnswers
    {  // a last line without its newline still counts
      lines.append(String(decoding: input, as: UTF8.self))
      input.removeAll()
    }
    return lines
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

  /// Writes as much output as the socket takes now; a client that leaves more than
  /// ``SocketConstants/mostUnreadBytes`` of answers unread (one answer alone may be longer) is
  /// dropped.
  mutating func writeOutput(at time: Double) {
    var written = 0
    while written < output.count, !isBroken {
      let count = output[written...].withUnsafeBytes {
        send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if count < 0, errno == EINTR { continue }
      if count < 0, errno == EAGAIN { break }
      guard count > 0 else {
        isBroken = true
        break
      }
      written += count
      lastActive = time
    }
    output.removeFirst(min(written, output.count))
    if output.count > SocketConstants.mostUnreadBytes, output.dropLast().contains(0x0A) {
      isBroken = true
      output.removeAll()
    }
  }
}
