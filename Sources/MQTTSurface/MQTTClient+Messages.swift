import Control
import SystemKit

// MARK: - The poll thread: commands in, state out

extension MQTTClient {
  /// A message on one of the command topics: its command goes to the center, in the order the
  /// messages came; one that is not a command is answered on the error topic.
  func take(_ payload: [UInt8], on topic: String) {
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
    report("carousel: mqtt: a message on \(topic) is not a command: \(message)")
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
    let foldersChanged = fresh.folders != folders.folders || status == nil
    status = fresh
    if foldersChanged { folders = FolderChoice(folders: fresh.folders) }
    guard phase == .connected else { return }
    let next = HomeAssistantDiscovery.next
    if foldersChanged || published[topics.discovery(next.component, next.object)] == nil {
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
      topics: topics, settings: settings, offersImage: snapshots != nil)
    for (topic, payload) in discovery.messages(folders: folders) {
      publish(topic, payload)
    }
  }

  /// Publishes `payload` on `topic`, retained unless told, when connected and (for retained
  /// ones) when it differs from what this connection last published there.
  func publish(_ topic: String, _ payload: String, retain: Bool = true) {
    guard phase == .connected, let client else { return }
    if retain {
      guard published[topic] != payload else { return }
      published[topic] = payload
    }
    if let failure = client.publish(topic, Array(payload.utf8), retain: retain) {
      report("carousel: mqtt: cannot publish on \(topic): \(failure)")
    }
    lastSent = now()
  }
}
