import Control
import SystemKit

// MARK: - The poll thread: commands in, state out

extension MQTTClient {
  /// A message on one of the command topics: its command goes to the center, in the order the
  /// messages came; one that is not a command is answered on the error topic.
  ///
  /// A retained message is ignored (said once per topic): the broker hands it to every
  /// connection, so a retained `quit` would end each start of every frame until cleared.
  ///
  /// A message on a listened topic (``MQTTSettings/listened``), retained or not, goes to the
  /// listener instead.
  func take(_ payload: [UInt8], on topic: String, retained: Bool = false) {
    if settings.listened.contains(topic) {
      listener(topic, payload)
      return
    }
    guard !retained else {
      if ignoredRetained.insert(topic).inserted {
        reporter.warning(
          "a retained message on \(topic) is ignored: commands act only when "
            + "sent (clear it: mosquitto_pub -r -n -t \(topic))")
      }
      return
    }
    do {
      let command: ControlCommand
      if topic == topics.folderCommand {
        command = .goto(.name(try MQTTPayload.folder(payload, in: folders)))
      } else {
        command = try MQTTPayload.command(payload)
      }
      center.send(command, from: MQTTConstants.origin) { [self] reply in
        if case .failure(let error) = reply { queueReply(error.message) }
      }
    } catch {
      refuse(error.message, on: topic)
    }
  }

  /// Answers a payload that is not a command: on the error topic, and one stderr line.
  private func refuse(_ message: String, on topic: String) {
    publish(topics.error, ControlReply.failure(ControlError(message)).line, retain: false)
    reporter.warning("a message on \(topic) is not a command: \(message)")
  }

  /// Publishes the errors the app answered commands with.
  func publishReplies() {
    let messages = replies.withLock { replies in
      defer { replies.removeAll() }
      return replies
    }
    for message in messages {
      publish(topics.error, ControlReply.failure(ControlError(message)).line, retain: false)
    }
  }

  /// Takes `fresh` as the status and publishes what changed: the state topics, and the
  /// discovery messages when the folders shown changed.
  func show(_ fresh: Status) {
    statusesShown += 1
    let foldersChanged = fresh.folders != folders.folders || status == nil
    let sourceChanged = (fresh.source != nil) != (status?.source != nil)
    status = fresh
    if foldersChanged { folders = FolderChoice(folders: fresh.folders) }
    guard phase == .connected else { return }
    let next = HomeAssistantDiscovery.next
    if foldersChanged || sourceChanged
      || published[topics.discovery(next.component, next.object)] == nil
    {
      publishDiscovery()
    }
    for (topic, payload) in MQTTState.messages(fresh, topics: topics, folders: folders) {
      publish(topic, payload)
    }
  }

  /// Publishes the discovery messages that differ from those published on this connection
  /// (an entity the frame no longer has gets its empty payload, also when an earlier run
  /// published it).
  func publishDiscovery() {
    let discovery = HomeAssistantDiscovery(
      topics: topics, settings: settings, offersImage: snapshots != nil,
      hasSource: status?.source != nil)
    for (topic, payload) in discovery.messages(folders: folders) {
      publish(topic, payload)
    }
  }

  /// Publishes `payload` on `topic`, retained unless told, when connected and (for retained
  /// ones) when it differs from what this connection last published there.
  func publish(_ topic: String, _ payload: String, retain: Bool = true) {
    guard phase == .connected else { return }
    if retain {
      guard published[topic] != payload else { return }
      published[topic] = payload
    }
    send(topic, Array(payload.utf8), retain: retain)
  }

  /// Queues `payload` on `topic` in the outbox and hands on what it lets through; says once when
  /// the broker takes so little that messages are dropped.
  func send(_ topic: String, _ payload: [UInt8], retain: Bool) {
    let dropped = outbox.add(MQTTOutbox.Message(topic: topic, payload: payload, retain: retain))
    if dropped > 0, !saidDropping {
      saidDropping = true
      reporter.warning(
        "the broker at \(brokerName) takes no messages; the oldest waiting "
          + "are dropped")
    }
    sendWaiting()
  }

  /// Hands libmosquitto the messages waiting, as many as the outbox lets through.
  func sendWaiting() {
    guard phase == .connected, let client else { return }
    while let message = outbox.next() {
      switch client.publish(message.topic, message.payload, retain: message.retain) {
      case .success(let id): outbox.handedOn(id)
      case .failure(let error):
        reporter.error("cannot publish on \(message.topic): \(error.message)")
      }
      lastSent = now()
    }
  }
}
