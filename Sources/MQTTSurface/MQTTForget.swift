import Control
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// `carousel --mqtt HOST --mqtt-forget`: clears a frame's retained messages from the broker,
/// its Home Assistant discovery (the device goes from Home Assistant) and its state, then ends.
package enum MQTTForget {
  /// Connects with `settings`, publishes an empty retained message on each of the frame's
  /// retained topics, and says how many on `say` (standard output).
  ///
  /// - Parameters:
  ///   - now: the app's clock (s); the whole run is bounded by ``MQTTConstants/forgetTimeout``.
  ///   - reporter: told one error when the broker cannot be reached or refuses.
  /// - Returns: the exit status: 0 once cleared, 1 when the broker was not reached in time.
  package static func run(
    _ settings: MQTTSettings, now: () -> Double, say: (String) -> Void,
    reporter: Reporter
  ) -> Int32 {
    let reporter = reporter.scoped("option --mqtt-forget")
    let topics = MQTTTopics(name: settings.name)
    let cleared =
      HomeAssistantDiscovery.every.map { topics.discovery($0.component, $0.object) }
      + MQTTState.retainedTopics(topics)
    let client: Mosquitto
    do {
      client = try Mosquitto(id: "carousel-\(topics.name)-forget-\(getpid())")
      client.setCredentials(user: settings.user, password: settings.password)
      if let file = settings.certificateAuthorities {
        try client.useTLS(certificateAuthorities: file)
      }
    } catch {
      reporter.error(error.message)
      return 1
    }
    let deadline = now() + MQTTConstants.forgetTimeout
    if let failure = client.connect(
      host: settings.host, port: settings.port, keepalive: MQTTConstants.keepalive)
    {
      reporter.error("cannot reach the broker: \(failure)")
      return 1
    }
    var isConnected = false
    var isSent = false
    var confirmed = 0
    var lost = "no answer in time"
    while now() < deadline {
      let socket = client.socket
      guard socket >= 0 else { break }
      var descriptor = pollfd(
        fd: socket, events: Int16(POLLIN) | (client.wantsWrite ? Int16(POLLOUT) : 0), revents: 0)
      let wait = MQTTClient.milliseconds(until: deadline, from: now())
      if poll(&descriptor, 1, wait) > 0 {
        if descriptor.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 { client.read() }
        if descriptor.revents & Int16(POLLOUT) != 0 { client.write() }
      }
      for event in client.takeEvents() {
        switch event {
        case .connected: isConnected = true
        case .refused(let reason):
          reporter.error("the broker refused the connection: \(reason)")
          return 1
        case .disconnected(let reason): lost = reason ?? lost
        case .published: confirmed += 1
        case .message: break
        }
      }
      if isConnected, !isSent {
        for topic in cleared { client.publish(topic, [], retain: true) }
        isSent = true
      }
      // Once the broker has taken every message (closing the socket with its answers unread
      // would reset the connection, and lose what it had not read yet).
      if isSent, confirmed == cleared.count {
        client.disconnect()
        say(
          "carousel: cleared \(cleared.count) retained messages of '\(topics.name)' on the broker")
        return 0
      }
    }
    reporter.error("cannot reach the broker: \(lost)")
    return 1
  }
}
