import Control
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

// MARK: - The poll thread: the connection, its keepalive and its retries

extension MQTTClient {
  /// Makes the client and starts the first try.
  func begin() {
    do {
      let client = try Mosquitto(id: "carousel-\(topics.name)-\(getpid())")
      client.setWill(topic: topics.availability, payload: "offline")
      if settings.user != nil || settings.password != nil {
        client.setCredentials(user: settings.user, password: settings.password)
      }
      if let file = settings.certificateAuthorities {
        try client.useTLS(certificateAuthorities: file)
      }
      self.client = client
    } catch {
      reporter.error("\(error.message); the frame is not on the broker")
      phase = .stopping
      return
    }
    tryConnecting(at: now())
  }

  /// The broker's socket while there is one; the keepalive, or the next try, as the timeout.
  func round() -> PollRound {
    let time = now()
    let round = nextRound(at: time)
    pulse.withLock { [outbox, statusesShown] pulse in
      pulse.rounds += 1
      pulse.timeout = round.timeout
      pulse.time = time
      pulse.statuses = statusesShown
      pulse.waiting = outbox.waiting.count
      pulse.inFlight = outbox.inFlight.count
      pulse.dropped = outbox.dropped
    }
    return round
  }

  private func nextRound(at time: Double) -> PollRound {
    guard let client, phase != .stopping else { return PollRound() }
    let socket = client.socket
    guard socket >= 0 else {
      return PollRound(timeout: retry.due.map { Self.milliseconds(until: $0, from: time) })
    }
    let events = Int16(POLLIN) | (client.wantsWrite ? Int16(POLLOUT) : 0)
    return PollRound(
      descriptors: [pollfd(fd: socket, events: events, revents: 0)],
      timeout: Self.milliseconds(until: keepaliveDeadline, from: time))
  }

  /// What the wait found: the socket read and written, the keepalive kept, what happened taken
  /// in, a try made when due, then the app's replies and status published.
  func handle(_ polled: [pollfd]) {
    guard let client, phase != .stopping else { return }
    let time = now()
    if let socket = polled.first, socket.revents != 0 {
      if socket.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
        lastReceived = time
        client.read()
      }
      if socket.revents & Int16(POLLOUT) != 0 { client.write() }
    }
    if client.socket >= 0, time >= keepaliveDeadline {
      // libmosquitto pings if due by its own clock, and a ping is assumed. As libmosquitto does
      // on a ping, both times restart: the next deadline is a keepalive away, where it drops a
      // broker that did not answer. (Bug: only the last send restarted, the deadline stayed
      // in the past while nothing came in, and the thread polled with no timeout, 48,000 times
      // a second, until libmosquitto dropped the broker.)
      client.keepAlive()
      lastSent = time
      lastReceived = time
    }
    takeEvents(at: time)
    sendWaiting()
    if phase == .waiting, retry.isDue(at: time) { tryConnecting(at: time) }
    publishReplies()
    if let fresh = takeStatus() { show(fresh) }
    takeImages()
    updateImage()
  }

  /// Says `offline` and goodbye when connected.
  ///
  /// `offline` goes unconfirmed (QoS 0): the socket closes right after, and an answer left
  /// unread would reset the connection; a broker that loses it publishes the last will, which
  /// says the same.
  func end() {
    if let fresh = takeStatus() { show(fresh) }  // the state the frame ends with
    if phase == .connected, let client {
      sendWaiting()
      client.publish(topics.availability, Array("offline".utf8), retain: true, confirmed: false)
      client.disconnect()
    }
    phase = .stopping
    client = nil
  }

  // MARK: Connecting

  /// When a ping is due: a keepalive after the older of the last packet sent and received, and
  /// a second more, since libmosquitto counts whole seconds.
  var keepaliveDeadline: Double {
    min(lastSent, lastReceived) + Double(MQTTConstants.keepalive) + 1
  }

  private func tryConnecting(at time: Double) {
    guard let client else { return }
    retry.trying()
    let failure =
      hasConnected
      ? client.reconnect()
      : client.connect(host: settings.host, port: settings.port, keepalive: MQTTConstants.keepalive)
    hasConnected = true
    lastSent = time
    lastReceived = time
    if let failure {
      lost(failure, at: time)
    } else {
      phase = .connecting
    }
  }

  private func takeEvents(at time: Double) {
    guard let client else { return }
    for event in client.takeEvents() {
      switch event {
      case .connected: connected(at: time)
      case .refused(let reason):
        say(.refused, "the broker at \(brokerName) refused the connection: \(reason)")
      case .disconnected(let reason): lost(reason ?? "it closed the connection", at: time)
      case .message(let topic, let payload, let retained):
        take(payload, on: topic, retained: retained)
      case .published(let id):
        outbox.taken(id)
        saidDropping = false
      }
    }
  }

  private func connected(at time: Double) {
    guard let client else { return }
    phase = .connected
    retry.connected()
    say(.connected, "connected to the broker at \(brokerName)")
    published.removeAll()
    image.reconnected()
    for topic in [topics.command, MQTTTopics.fleetCommand, topics.folderCommand]
      + settings.listened
    {
      client.subscribe(topic)
    }
    lastSent = time
    publish(topics.availability, "online")
    if let status { show(status) } else { publishDiscovery() }
  }

  /// The connection ended, or a try failed, at `time`: the next try is scheduled.
  private func lost(_ reason: String, at time: Double) {
    guard phase != .waiting || retry.due == nil else { return }
    let wasConnected = phase == .connected
    phase = .waiting
    retry.failed(at: time)
    if wasConnected {
      say(.unreachable, "lost the broker at \(brokerName) (\(reason)); trying again")
    } else if said != .refused {
      say(
        .unreachable,
        "cannot reach the broker at \(brokerName) (\(reason)); trying again, at least "
          + "once a minute")
    }
  }

  /// One stderr line when the connection's state is not the one last said: a notice when
  /// connected, a warning when the broker cannot be reached, an error when it refused.
  private func say(_ state: Said, _ line: String) {
    guard said != state else { return }
    said = state
    switch state {
    case .connected: reporter.notice(line)
    case .unreachable: reporter.warning(line)
    case .refused: reporter.error(line)
    }
  }

  /// The wait from `time` until `deadline`, in whole ms rounded up; 0 when past.
  static func milliseconds(until deadline: Double, from time: Double) -> Int32 {
    Int32(max(0, min((deadline - time) * 1000, Double(Int32.max))).rounded(.up))
  }
}
