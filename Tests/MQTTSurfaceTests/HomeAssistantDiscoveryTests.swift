import Foundation
import Testing

@testable import MQTTSurface

/// The discovery messages, checked against Home Assistant's MQTT discovery documents: the topic
/// `homeassistant/COMPONENT/NODE_ID/OBJECT_ID/config`, and each component's required options
/// (a button's `command_topic`, a switch's `command_topic`, a sensor's `state_topic`, a select's
/// `command_topic` and `options`, a text's `command_topic`), with the device and availability.
@Suite("Home Assistant discovery")
struct HomeAssistantDiscoveryTests {
  static let settings = MQTTSettings(host: "broker", port: 1883, name: "Hall", version: "0.1.0")
  static let discovery = HomeAssistantDiscovery(
    topics: MQTTTopics(name: "Hall"), settings: settings, offersImage: true)

  static func object(_ payload: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(payload.utf8)) as? [String: Any])
  }

  @Test func theNextButtonIsExactlyThis() {
    let messages = Self.discovery.messages(folders: FolderChoice(folders: ["/a"]))
    #expect(messages[0].topic == "homeassistant/button/carousel_hall/next/config")
    #expect(
      messages[0].payload
        == #"{"unique_id":"carousel_hall_next","name":"Next","command_topic":"carousel/hall/command","#
        + #""payload_press":"next","icon":"mdi:skip-next","availability_topic":"#
        + #""carousel/hall/availability","device":{"identifiers":["carousel_hall"],"name":"Hall","#
        + #""manufacturer":"Carousel","model":"Carousel photo frame","sw_version":"0.1.0"},"#
        + #""origin":{"name":"Carousel","sw_version":"0.1.0"}}"#)
  }

  @Test func everyEntityHasWhatItsComponentRequires() throws {
    let required: [String: [String]] = [
      "button": ["command_topic", "payload_press"],
      "switch": ["command_topic", "state_topic", "payload_on", "payload_off"],
      "sensor": ["state_topic"], "select": ["command_topic", "state_topic", "options"],
      "text": ["command_topic", "state_topic"], "image": ["image_topic"],
    ]
    let few = Self.discovery.messages(folders: FolderChoice(folders: ["/p/a", "/p/b"]))
    let many = Self.discovery.messages(folders: FolderChoice(folders: (0...100).map { "/p/\($0)" }))
    var seen: Set<String> = []
    for (topic, payload) in few + many where !payload.isEmpty {
      let parts = topic.split(separator: "/").map(String.init)
      #expect(parts.count == 5 && parts[0] == "homeassistant" && parts[4] == "config")
      #expect(parts[2] == "carousel_hall")
      let object = try Self.object(payload)
      for key in required[parts[1]] ?? ["unknown component \(parts[1])"] {
        #expect(object[key] != nil, "\(topic) lacks \(key)")
      }
      #expect(object["unique_id"] as? String == "carousel_hall_\(parts[3])")
      #expect(object["availability_topic"] as? String == "carousel/hall/availability")
      let device = try #require(object["device"] as? [String: Any])
      #expect(device["identifiers"] as? [String] == ["carousel_hall"])
      seen.insert(parts[1])
    }
    #expect(seen == ["button", "switch", "sensor", "select", "text", "image"])
  }

  @Test func theImageIsTheJPEGOnItsTopicAndNoneWithoutSnapshots() throws {
    let topic = "homeassistant/image/carousel_hall/image/config"
    let messages = Self.discovery.messages(folders: FolderChoice(folders: ["/a"]))
    #expect(
      messages.first { $0.topic == topic }?.payload
        == #"{"unique_id":"carousel_hall_image","name":"Picture","#
        + #""image_topic":"carousel/hall/image","content_type":"image/jpeg","#
        + #""availability_topic":"carousel/hall/availability","device":{"identifiers":"#
        + #"["carousel_hall"],"name":"Hall","manufacturer":"Carousel","#
        + #""model":"Carousel photo frame","sw_version":"0.1.0"},"#
        + #""origin":{"name":"Carousel","sw_version":"0.1.0"}}"#)
    let without = HomeAssistantDiscovery(
      topics: MQTTTopics(name: "Hall"), settings: Self.settings, offersImage: false)
    #expect(
      without.messages(folders: FolderChoice(folders: ["/a"])).first { $0.topic == topic }?.payload
        == "")
  }

  @Test func theFolderIsASelectOfFewAndATextOfManyAndNeitherOfOne() throws {
    func payloads(_ folders: [String]) -> [String: String] {
      Dictionary(
        uniqueKeysWithValues: Self.discovery.messages(folders: FolderChoice(folders: folders))
          .map { ($0.topic, $0.payload) })
    }
    let select = "homeassistant/select/carousel_hall/folder/config"
    let text = "homeassistant/text/carousel_hall/folder_name/config"
    let one = payloads(["/p"])
    #expect(one[select] == "" && one[text] == "")
    let two = payloads(["/p/a", "/p/b"])
    #expect(try Self.object(two[select] ?? "")["options"] as? [String] == ["a", "b"])
    #expect(two[text] == "")
    let many = payloads((0...100).map { "/p/\($0)" })
    #expect(many[select] == "" && many[text]?.isEmpty == false)
  }
}
