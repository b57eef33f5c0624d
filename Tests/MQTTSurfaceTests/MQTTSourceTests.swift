import Control
import Foundation
import TestSupport
import Testing

@testable import MQTTSurface

/// A frame with a photo server, against a real broker: Home Assistant gets a binary sensor
/// "Source reachable" (connectivity) on the frame's `source` topic, which follows the status,
/// and a sensor of the last sync's time; a frame without one gets neither.
@Suite(.serialized) struct MQTTSourceTests {
  static func status(lastSync: Double? = nil, error: String? = nil) -> Status {
    var status = MQTTClientTests.status(index: 1)
    status.source = "immich http://photos.local/"
    status.lastSync = lastSync
    status.sourceError = error
    return status
  }

  static func object(_ payload: String?) throws -> [String: Any] {
    try #require(
      JSONSerialization.jsonObject(with: Data((payload ?? "").utf8)) as? [String: Any])
  }

  @Test func theSourceIsABinarySensorThatFollowsTheStatus() throws {
    let broker = try MosquittoBroker()
    let app = MQTTClientTests.App()
    app.center.publish(Self.status())
    let watch = try broker.subscribe(["carousel/hall/source"])
    let surface = try app.start(broker)
    defer { surface.stop() }
    // Before a good refresh: off.
    #expect(watch.readLine { $0.hasSuffix("carousel/hall/source off") } != nil)
    app.center.publish(Self.status(lastSync: 1_800_000_000))
    #expect(watch.readLine { $0.hasSuffix("carousel/hall/source on") } != nil)
    app.center.publish(Self.status(lastSync: 1_800_000_000, error: "no answer"))
    #expect(watch.readLine { $0.hasSuffix("carousel/hall/source off") } != nil)

    let sensor = try Self.object(
      broker.retained("homeassistant/binary_sensor/carousel_hall/source/config"))
    #expect(sensor["state_topic"] as? String == "carousel/hall/source")
    #expect(sensor["device_class"] as? String == "connectivity")
    #expect(sensor["payload_on"] as? String == "on")
    #expect(sensor["payload_off"] as? String == "off")
    #expect(sensor["unique_id"] as? String == "carousel_hall_source")
    let sync = try Self.object(
      broker.retained("homeassistant/sensor/carousel_hall/last_sync/config"))
    #expect(sync["state_topic"] as? String == "carousel/hall/state")
    #expect(sync["value_template"] as? String == "{{ value_json.last_sync }}")
    #expect(sync["device_class"] as? String == "timestamp")
    let state = try Self.object(broker.retained("carousel/hall/state"))
    #expect((state["last_sync"] as? String)?.hasPrefix("2027-01-15T08:00:00") == true)
  }

  @Test func noSourceNoSensor() throws {
    let broker = try MosquittoBroker()
    let app = MQTTClientTests.App()
    app.center.publish(MQTTClientTests.status(index: 1))
    let watch = try broker.subscribe(["carousel/hall/picture"])
    let surface = try app.start(broker)
    defer { surface.stop() }
    #expect(watch.readLine { $0.hasSuffix("carousel/hall/picture a.png") } != nil)
    #expect(broker.retained("homeassistant/sensor/carousel_hall/picture/config") != nil)
    #expect(broker.retained("homeassistant/binary_sensor/carousel_hall/source/config") == nil)
    #expect(broker.retained("carousel/hall/source") == nil)
  }
}
