import Control

/// A command message's payload, read into a command once, on the surface's thread.
package enum MQTTPayload {
  /// The command `payload` holds: a JSON object (`{"command":"goto","target":3}`) when it
  /// starts with `{`, else the command set's words (`next`, `goto beach.jpg`).
  ///
  /// - Throws: why it is not a command: too long (over ``MQTTConstants/longestPayload`` bytes,
  ///   checked before anything is read), not UTF-8, or what the command set says of it.
  package static func command(_ payload: [UInt8]) throws(ControlError) -> ControlCommand {
    guard payload.count <= MQTTConstants.longestPayload else {
      throw ControlError("a command is at most \(MQTTConstants.longestPayload) bytes")
    }
    guard let text = String(validating: payload, as: UTF8.self) else {
      throw ControlError("the command is not UTF-8 text")
    }
    if text.first(where: { !$0.isWhitespace }) == "{" {
      return try ControlCommand(json: payload)
    }
    guard !text.contains(where: \.isNewline) else {
      throw ControlError("a command is one line; send each in a message of its own")
    }
    return try ControlCommand(line: text)
  }

  /// The folder a folder choice's payload names: one of `choice`'s labels, or a folder's whole
  /// path.
  /// - Throws: why it names none.
  package static func folder(_ payload: [UInt8], in choice: FolderChoice) throws(ControlError)
    -> String
  {
    guard payload.count <= MQTTConstants.longestPayload,
      let text = String(validating: payload, as: UTF8.self)
    else {
      throw ControlError("a folder is a name of at most \(MQTTConstants.longestPayload) bytes")
    }
    let name = text.trimmingWhitespace
    guard let folder = choice.folder(labelled: name) else {
      throw ControlError("no folder named '\(name)' is shown")
    }
    return folder
  }
}
