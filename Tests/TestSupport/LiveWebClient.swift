import Foundation

/// A running Carousel's web API (`--http 127.0.0.1:PORT`) as a live test uses it: its status
/// events followed on one connection, commands and uploads from the page's own origin.
///
/// Every read is bounded (``HTTPTestConnection``): a viewer that never says what is awaited
/// fails the test instead of hanging it.
public final class LiveWebClient {
  private let port: Int
  private let events: HTTPTestConnection

  /// Opens the status event stream of the server on `port`.
  public init(port: Int) throws {
    self.port = port
    events = try HTTPTestConnection(port: port)
    events.send("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
    let head = try events.readHead()
    guard head.status == 200 else { throw HTTPTestError("/api/events answered \(head.status)") }
  }

  /// Reads status events until one satisfies `isWanted` (a status as a JSON object); throws
  /// naming `what` when the stream ends or stays silent too long first.
  public func wait(for what: String, _ isWanted: ([String: Any]) -> Bool) throws {
    var last = "none"
    do {
      while true {
        last = try events.readEvent()
        let object = try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any]
        if let object, isWanted(object) { return }
      }
    } catch {
      throw HTTPTestError("waiting for \(what): \(error); the last status was \(last)")
    }
  }

  /// Sends a command (`{"command":"next"}`) and checks it was taken.
  public func command(_ json: String) throws {
    let answer = try HTTPTestClient.request(
      "POST", "/api/command", port: port, headers: headers("application/json"),
      body: Array(json.utf8))
    guard answer.status == 200 else { throw HTTPTestError("\(json) answered \(answer.text)") }
  }

  /// Uploads one file as the page does and checks it was taken.
  public func upload(_ name: String, bytes: [UInt8]) throws {
    let (body, type) = HTTPTestClient.multipart([(name, bytes)])
    let answer = try HTTPTestClient.request(
      "POST", "/api/upload", port: port, headers: headers(type), body: body)
    guard answer.status == 200, answer.text.contains("\"taken\":true") else {
      throw HTTPTestError("the upload of \(name) answered \(answer.status): \(answer.text)")
    }
  }

  private func headers(_ type: String) -> [String: String] {
    ["Origin": "http://127.0.0.1:\(port)", "Content-Type": type]
  }
}
