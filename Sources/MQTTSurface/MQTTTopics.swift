/// The topics of one frame: its own under `carousel/NAME/`, the fleet's command topic, and its
/// Home Assistant discovery topics.
package struct MQTTTopics: Equatable, Sendable {
  /// The frame's name as topics spell it (``sanitized(_:)``).
  package let name: String

  /// The topics of the frame called `name`, made topic-safe.
  package init(name: String) {
    self.name = Self.sanitized(name)
  }

  /// `name` with what topics and Home Assistant's ids do not take replaced: lower-case ASCII
  /// letters, digits, `-` and `_` are kept, anything else becomes `_` (so `/`, `+` and `#`,
  /// which would change the topic's levels or make it a wildcard, never get through); an empty
  /// name is `frame`.
  package static func sanitized(_ name: String) -> String {
    let kept = name.lowercased().unicodeScalars.prefix(64).map { scalar -> Character in
      let allowed =
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
        || scalar == "-" || scalar == "_"
      return allowed ? Character(scalar) : "_"
    }
    return kept.isEmpty ? "frame" : String(kept)
  }

  /// What to tell a user whose frame name (`--mqtt-name`) topics spell otherwise, or nil when
  /// they spell it as given: frames whose names differ only in what is replaced share their
  /// topics, and so their commands.
  package static func cleaningNote(for name: String) -> String? {
    let spelled = sanitized(name)
    guard spelled != name else { return nil }
    return "--mqtt-name \(name.debugDescription) is \(spelled.debugDescription) in "
      + "topics (lower-case letters, digits, - and _ only): another frame whose name is "
      + "spelled the same shares its topics and commands"
  }

  private var base: String { "\(MQTTConstants.topicRoot)/\(name)" }

  /// The status as JSON, retained.
  package var state: String { "\(base)/state" }
  /// The name of the picture shown, retained.
  package var picture: String { "\(base)/picture" }
  /// `on` or `off`: whether the screen shows the carousel, retained.
  package var display: String { "\(base)/display" }
  /// `on` while the slideshow runs, else `off`, retained.
  package var slideshow: String { "\(base)/slideshow" }
  /// The folder of the picture shown, as the folder choice names it, retained.
  package var folder: String { "\(base)/folder" }
  /// Where Home Assistant's folder choice sends the folder chosen.
  package var folderCommand: String { "\(base)/folder/set" }
  /// The picture shown as a JPEG (Home Assistant's image entity), retained.
  package var image: String { "\(base)/image" }
  /// `online`, or `offline` (the last will), retained.
  package var availability: String { "\(base)/availability" }
  /// With a photo server: `on` while its last refresh succeeded, else `off`, retained.
  package var source: String { "\(base)/source" }
  /// Where commands come in: the command set's words and JSON.
  package var command: String { "\(base)/command" }
  /// Where a command that cannot be read or obeyed is answered (not retained).
  package var error: String { "\(base)/error" }
  /// The command topic every frame takes too.
  package static let fleetCommand = "\(MQTTConstants.topicRoot)/\(MQTTConstants.fleetName)/command"

  /// The id of the frame's Home Assistant device, and the prefix of its entities' ids.
  package var deviceID: String { "carousel_\(name)" }

  /// The discovery topic of the entity `object` of Home Assistant's `component` (`button`,
  /// `switch`, …), as its MQTT discovery documents them:
  /// `homeassistant/COMPONENT/NODE_ID/OBJECT_ID/config`.
  package func discovery(_ component: String, _ object: String) -> String {
    "\(MQTTConstants.discoveryPrefix)/\(component)/\(deviceID)/\(object)/config"
  }
}
