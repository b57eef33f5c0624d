/// The discovery messages that make a frame a device in Home Assistant, as its MQTT discovery
/// documents them: one retained `config` message per entity, under
/// `homeassistant/COMPONENT/carousel_NAME/OBJECT/config`, each naming the device it belongs to
/// and the frame's availability topic.
///
/// The entities: buttons for the next and previous picture, switches for the slideshow and the
/// display (`display on`, `display off`: the screen really off where the system lets Carousel
/// turn it off, else black), a sensor with the picture's name (the status as its attributes), an
/// image with the picture itself (a JPEG on ``MQTTTopics/image``, when the app makes them), and,
/// when more than one folder is shown, the folder as a select (a text beyond
/// ``MQTTConstants/mostFolderOptions`` folders), and, with a photo server, a binary sensor
/// "Source reachable" (connectivity: on while its last refresh succeeded) and a sensor with its
/// last good refresh's time.
package struct HomeAssistantDiscovery: Sendable {
  /// One entity: its component and object id, which make its topic.
  package struct Entity: Equatable, Sendable {
    package let component: String
    package let object: String
  }

  package static let next = Entity(component: "button", object: "next")
  package static let previous = Entity(component: "button", object: "previous")
  package static let slideshow = Entity(component: "switch", object: "slideshow")
  package static let display = Entity(component: "switch", object: "display")
  package static let picture = Entity(component: "sensor", object: "picture")
  package static let folderList = Entity(component: "select", object: "folder")
  package static let folderName = Entity(component: "text", object: "folder_name")
  package static let image = Entity(component: "image", object: "image")
  package static let sourceReachable = Entity(component: "binary_sensor", object: "source")
  package static let lastSync = Entity(component: "sensor", object: "last_sync")
  /// Every entity a frame may have published: what `--mqtt-forget` clears.
  package static let every = [
    next, previous, slideshow, display, picture, folderList, folderName, image, sourceReachable,
    lastSync,
  ]

  let topics: MQTTTopics
  let settings: MQTTSettings
  /// Whether the frame publishes its picture (the app gave the surface its snapshots).
  let offersImage: Bool
  /// Whether the frame shows a photo server's pictures (its status names a source).
  let hasSource: Bool

  package init(
    topics: MQTTTopics, settings: MQTTSettings, offersImage: Bool, hasSource: Bool = false
  ) {
    self.topics = topics
    self.settings = settings
    self.offersImage = offersImage
    self.hasSource = hasSource
  }

  /// The config messages for a frame whose folders are `folders`, by topic; an entity the frame
  /// does not have now (a folder choice of one folder) gets an empty payload, which removes it
  /// from Home Assistant.
  package func messages(folders: FolderChoice) -> [(topic: String, payload: String)] {
    let documents: [(Entity, [(String, JSONText)]?)] = [
      (Self.next, button(named: "Next", pressing: "next", icon: "mdi:skip-next")),
      (Self.previous, button(named: "Previous", pressing: "previous", icon: "mdi:skip-previous")),
      (Self.slideshow, slideshowSwitch), (Self.display, displaySwitch),
      (Self.picture, pictureSensor),
      (Self.folderList, folders.isChoice && folders.isList ? folderSelect(folders) : nil),
      (Self.folderName, folders.isChoice && !folders.isList ? folderText : nil),
      (Self.image, offersImage ? pictureImage : nil),
      (Self.sourceReachable, hasSource ? sourceSensor : nil),
      (Self.lastSync, hasSource ? lastSyncSensor : nil),
    ]
    return documents.map { entity, fields in
      (
        topics.discovery(entity.component, entity.object),
        fields.map { JSONText.object(common(entity) + $0 + tail).text } ?? ""
      )
    }
  }

  /// The fields every entity starts with: its unique id and where it is told what to do.
  private func common(_ entity: Entity) -> [(String, JSONText)] {
    [("unique_id", .string("\(topics.deviceID)_\(entity.object)"))]
  }

  /// The fields every entity ends with: availability, the device and where it comes from.
  private var tail: [(String, JSONText)] {
    [
      ("availability_topic", .string(topics.availability)),
      (
        "device",
        .object([
          ("identifiers", .strings([topics.deviceID])), ("name", .string(settings.name)),
          ("manufacturer", .string("Carousel")), ("model", .string("Carousel photo frame")),
          ("sw_version", .string(settings.version)),
        ])
      ),
      (
        "origin",
        .object([("name", .string("Carousel")), ("sw_version", .string(settings.version))])
      ),
    ]
  }

  private func button(named name: String, pressing word: String, icon: String)
    -> [(String, JSONText)]
  {
    [
      ("name", .string(name)), ("command_topic", .string(topics.command)),
      ("payload_press", .string(word)), ("icon", .string(icon)),
    ]
  }

  private var slideshowSwitch: [(String, JSONText)] {
    [
      ("name", .string("Slideshow")), ("command_topic", .string(topics.command)),
      ("payload_on", .string("play")), ("payload_off", .string("pause")),
      ("state_topic", .string(topics.slideshow)), ("state_on", .string("on")),
      ("state_off", .string("off")), ("icon", .string("mdi:play-pause")),
    ]
  }

  private var displaySwitch: [(String, JSONText)] {
    [
      ("name", .string("Display")), ("command_topic", .string(topics.command)),
      ("payload_on", .string("display on")), ("payload_off", .string("display off")),
      ("state_topic", .string(topics.display)), ("state_on", .string("on")),
      ("state_off", .string("off")), ("icon", .string("mdi:monitor")),
    ]
  }

  private var pictureSensor: [(String, JSONText)] {
    [
      ("name", .string("Picture")), ("state_topic", .string(topics.picture)),
      ("json_attributes_topic", .string(topics.state)), ("icon", .string("mdi:image")),
    ]
  }

  /// `on` while the photo server's last refresh succeeded (``MQTTTopics/source``).
  private var sourceSensor: [(String, JSONText)] {
    [
      ("name", .string("Source reachable")), ("state_topic", .string(topics.source)),
      ("payload_on", .string("on")), ("payload_off", .string("off")),
      ("device_class", .string("connectivity")), ("entity_category", .string("diagnostic")),
    ]
  }

  /// The status's `last_sync` (ISO 8601, UTC; null before the first good refresh).
  private var lastSyncSensor: [(String, JSONText)] {
    [
      ("name", .string("Last sync")), ("state_topic", .string(topics.state)),
      ("value_template", .string("{{ value_json.last_sync }}")),
      ("device_class", .string("timestamp")), ("entity_category", .string("diagnostic")),
    ]
  }

  /// Home Assistant's MQTT image: the JPEG bytes themselves on the image topic.
  private var pictureImage: [(String, JSONText)] {
    [
      ("name", .string("Picture")), ("image_topic", .string(topics.image)),
      ("content_type", .string("image/jpeg")),
    ]
  }

  private func folderSelect(_ folders: FolderChoice) -> [(String, JSONText)] {
    [
      ("name", .string("Folder")), ("command_topic", .string(topics.folderCommand)),
      ("state_topic", .string(topics.folder)), ("options", .strings(folders.labels)),
      ("icon", .string("mdi:folder-image")),
    ]
  }

  private var folderText: [(String, JSONText)] {
    [
      ("name", .string("Folder")), ("command_topic", .string(topics.folderCommand)),
      ("state_topic", .string(topics.folder)), ("icon", .string("mdi:folder-image")),
    ]
  }
}
