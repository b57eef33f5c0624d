import Control

/// The retained messages that say what a frame shows, made from its status.
package enum MQTTState {
  /// The state topics and their payloads for `status`: the status as JSON (without the
  /// calendar's and the weather's state), the picture's name (empty without pictures), the
  /// display (`on`, `off`), the slideshow (`on` while it runs, else `off`) and the folder of
  /// the picture shown, as `folders` labels it.
  package static func messages(_ status: Status, topics: MQTTTopics, folders: FolderChoice)
    -> [(topic: String, payload: String)]
  {
    let folder = status.folder.map { folders.label(of: $0) ?? $0 } ?? ""
    return [
      (topics.state, status.json(withWall: false)), (topics.picture, status.name ?? ""),
      (topics.display, status.display.rawValue), (topics.slideshow, status.isPaused ? "off" : "on"),
      (topics.folder, folder),
    ]
  }

  /// Every retained topic of the frame but its discovery: what `--mqtt-forget` clears with
  /// them.
  package static func retainedTopics(_ topics: MQTTTopics) -> [String] {
    [
      topics.state, topics.picture, topics.display, topics.slideshow, topics.folder,
      topics.image, topics.availability,
    ]
  }
}
