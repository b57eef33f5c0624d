import Control

/// The retained messages that say what a frame shows, made from its status.
package enum MQTTState {
  /// The state topics and their payloads for `status`: the status as JSON (without the
  /// calendar's and the weather's state), the picture's name (empty without pictures), the
  /// display (`on`, `off`), the slideshow (`on` while it runs, else `off`), the folder of the
  /// picture shown, as `folders` labels it, and with a photo server whether its last refresh
  /// succeeded (`on`: a good refresh and no error since; `off` before the first one too).
  package static func messages(_ status: Status, topics: MQTTTopics, folders: FolderChoice)
    -> [(topic: String, payload: String)]
  {
    let folder = status.folder.map { folders.label(of: $0) ?? $0 } ?? ""
    var messages: [(topic: String, payload: String)] = [
      (topics.state, status.json(withWall: false)), (topics.picture, status.name ?? ""),
      (topics.display, status.display.rawValue), (topics.slideshow, status.isPaused ? "off" : "on"),
      (topics.folder, folder),
    ]
    if status.source != nil {
      let reachable = status.lastSync != nil && status.sourceError == nil
      messages.append((topics.source, reachable ? "on" : "off"))
    }
    return messages
  }

  /// Every retained topic of the frame but its discovery: what `--mqtt-forget` clears with
  /// them.
  package static func retainedTopics(_ topics: MQTTTopics) -> [String] {
    [
      topics.state, topics.picture, topics.display, topics.slideshow, topics.folder,
      topics.image, topics.source, topics.availability,
    ]
  }
}
