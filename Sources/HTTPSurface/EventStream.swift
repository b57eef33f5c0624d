import Control

/// One client following the frame through `/api/events`: Server-Sent Events, one per status
/// change, each `data: STATUS-JSON` and a blank line.
///
/// libmicrohttpd reads the stream when it can send (``read(into:)``); with nothing to send,
/// the stream suspends its connection, and the next status resumes it, so a stream waiting
/// costs nothing. A client that reads slowly has only the newest status waiting. Server thread
/// only.
final class EventStream {
  let id: Int
  let connection: MHDConnection
  /// The connection's socket, watched while suspended for the client going away.
  let socket: Int32
  /// Events not sent yet, the first perhaps in part (``sent`` of its bytes).
  private var pending: [[UInt8]]
  private var sent = 0
  private(set) var isSuspended = false
  /// The status sent last: the same one is not sent twice.
  private var last: Status?
  private var isEnding = false
  /// Called once libmicrohttpd lets the stream go.
  private let onClose: (EventStream) -> Void

  /// A stream that starts with `first` (the current status), telling the browser to
  /// reconnect after `retry` ms if the connection drops.
  init(
    id: Int, connection: MHDConnection, socket: Int32, first: Status?, retry: Int,
    onClose: @escaping (EventStream) -> Void
  ) {
    self.id = id
    self.connection = connection
    self.socket = socket
    self.onClose = onClose
    pending = [Array("retry: \(retry)\n\n".utf8)]
    if let first { pending.append(Self.event(first)) }
    last = first
  }

  /// An event for `status`.
  static func event(_ status: Status) -> [UInt8] { Array("data: \(status.json)\n\n".utf8) }

  /// Queues `status`, replacing any status the client has not begun to read, and wakes the
  /// stream.
  func send(_ status: Status) {
    guard !isEnding, status != last else { return }
    last = status
    pending = (sent > 0 ? Array(pending.prefix(1)) : []) + [Self.event(status)]
    resume()
  }

  /// Ends the stream once what is queued is sent (the server stops, or the client went).
  func end() {
    isEnding = true
    resume()
  }

  /// libmicrohttpd asks for bytes: copies what is waiting into `buffer` and returns the count;
  /// -1 ends the stream; 0 after suspending the connection, when nothing waits.
  func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    if let first = pending.first {
      let count = min(buffer.count, first.count - sent)
      buffer.copyBytes(from: first[sent..<(sent + count)])
      sent += count
      if sent == first.count {
        pending.removeFirst()
        sent = 0
      }
      return count
    }
    if isEnding { return -1 }
    isSuspended = true
    connection.suspend()
    return 0
  }

  /// libmicrohttpd let the stream go.
  func closed() {
    onClose(self)
  }

  private func resume() {
    guard isSuspended else { return }
    isSuspended = false
    connection.resume()
  }
}
