import Control
import SystemKit

// MARK: - Event streams: the status, pushed

extension HTTPServer {
  /// Answers `exchange` with an event stream that starts with the current status, unless
  /// ``HTTPConstants/mostEventStreams`` are open (503).
  func openStream(for exchange: Exchange) {
    guard streams.count < HTTPConstants.mostEventStreams else {
      exchange.answer = .error(
        503, "\(HTTPConstants.mostEventStreams) pages follow the frame already; close one")
      return
    }
    let stream = EventStream(
      id: exchange.id, connection: exchange.connection, socket: exchange.connection.socket,
      first: latest ?? center.status, retry: HTTPConstants.eventRetry
    ) { [weak self] stream in
      guard let self else { return }
      streams[stream.id] = nil
      streamCount.withLock { $0 = streams.count }
    }
    let headers = HTTPResponse(
      status: 200,
      headers: [
        ("Content-Type", "text/event-stream"), ("Cache-Control", "no-store"),
        ("X-Accel-Buffering", "no"),
      ]
    ).guarded.headers
    exchange.isAnswered = true
    guard exchange.connection.queue(stream, headers: headers) else { return }
    streams[stream.id] = stream
    streamCount.withLock { $0 = streams.count }
  }
}
