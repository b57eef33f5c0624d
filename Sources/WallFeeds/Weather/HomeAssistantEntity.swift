/// A Home Assistant weather entity as `--weather-ha` names it, and the topics its MQTT
/// statestream publishes it on.
///
/// Home Assistant's `mqtt_statestream` publishes an entity `weather.home` under
/// `BASE/weather/home/`: its state on `state`, and with `publish_attributes` each attribute on a
/// topic of its own (`temperature`, `temperature_unit`, ...). `weather.home` means the base
/// `homeassistant` (the integration's documented example); a topic prefix with `/`
/// (`ha/weather/home`) names another base.
package struct HomeAssistantEntity: Equatable, Sendable {
  /// The statestream topics' common prefix, such as `homeassistant/weather/home`.
  package let prefix: String

  /// The attributes read, each on its own topic under ``prefix``; no other topic is subscribed
  /// to, so what the broker can send is bounded by their number.
  package static let attributes = ["state", "temperature", "temperature_unit", "forecast"]

  /// The entity `text` names; nil unless it is `DOMAIN.OBJECT_ID` (letters, digits and `_`) or a
  /// topic prefix of non-empty levels without MQTT's wildcards.
  package init?(_ text: String) {
    if text.contains("/") {
      let levels = text.split(separator: "/", omittingEmptySubsequences: false)
      guard levels.count >= 2, levels.count <= 8,
        levels.allSatisfy({ level in
          !level.isEmpty && !level.contains { "+#".contains($0) || $0.isWhitespace }
        })
      else { return nil }
      prefix = text
    } else {
      let parts = text.split(separator: ".", omittingEmptySubsequences: false)
      guard parts.count == 2,
        parts.allSatisfy({ part in
          !part.isEmpty && part.unicodeScalars.allSatisfy(Self.isIdentifierScalar)
        })
      else { return nil }
      prefix = "homeassistant/\(parts[0])/\(parts[1])"
    }
  }

  /// The topics subscribed to, one per attribute.
  package var topics: [String] { Self.attributes.map { prefix + "/" + $0 } }

  /// The attribute `topic` carries; nil for a topic of another entity.
  package func attribute(of topic: String) -> String? {
    guard topic.hasPrefix(prefix + "/") else { return nil }
    let rest = String(topic.dropFirst(prefix.count + 1))
    return Self.attributes.contains(rest) ? rest : nil
  }

  /// Home Assistant's entity ids: lower-case letters, digits and `_`.
  private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
  }
}
