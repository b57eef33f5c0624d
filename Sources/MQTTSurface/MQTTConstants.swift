import Control

/// Tuning of the MQTT surface, with units and where each comes from.
package enum MQTTConstants {
  /// The broker's port without TLS, and with it (`--mqtt-cafile`): IANA's ports for MQTT.
  package static let plainPort = 1883
  package static let tlsPort = 8883
  /// Seconds between keepalive pings when nothing else was sent (MQTT's keepalive): the one
  /// wake-up an idle frame has (60 s is libmosquitto's and Home Assistant's default).
  static let keepalive: Int32 = 60
  /// The first wait before trying a broker again after it went away or refused, in s, doubled
  /// after each failure up to ``longestRetryDelay``.
  static let firstRetryDelay = 1.0
  /// The longest wait between two tries, in s: a broker back after an outage is found within a
  /// minute.
  static let longestRetryDelay = 60.0
  /// The longest command payload taken, in bytes: the command set's own limit.
  ///
  /// A longer one is answered on the error topic.
  static let longestPayload = ControlConstants.longestCommand
  /// The most folders offered as a Home Assistant select (proposal: a drop-down of more is no
  /// longer a choice); beyond it the folder is a text entity, typed.
  static let mostFolderOptions = 100
  /// How long stopping waits for the surface's thread, in s (proposal): a name lookup in
  /// progress cannot be interrupted, and must not hold SIGTERM back.
  static let stopWait = 2.0
  /// How long `--mqtt-forget` tries to reach the broker and clear its messages, in s
  /// (proposal).
  static let forgetTimeout = 10.0
  /// The long side of the picture published for Home Assistant's image entity, in px: issue
  /// 23's 640 px (a dashboard card's size; never enlarged).
  static let imageSide = 640
  /// The largest JPEG published on the image topic, in bytes (proposal): a 640 px JPEG at
  /// quality 85 is well under it; a larger one is not published (the last one stays).
  static let largestImage = 256 * 1024
  /// The most messages handed to libmosquitto that the broker has not taken yet (libmosquitto's
  /// own default of messages in flight): more wait in the surface's ``MQTTOutbox``.
  static let mostInFlight = 20
  /// The most messages waiting to be handed on, and their most bytes (proposal: the whole state
  /// and discovery are about 40 messages, and a picture at most ``largestImage``); beyond
  /// either the oldest waiting is dropped, so a broker that takes nothing costs no more memory.
  static let mostWaiting = 100
  static let mostWaitingBytes = 1024 * 1024
  /// The name commands from the broker carry (``ControlOrigin/surface(_:)``).
  static let origin = ControlOrigin.surface("MQTT")
  /// The first level of every discovery topic: Home Assistant's default discovery prefix.
  static let discoveryPrefix = "homeassistant"
  /// The first level of the frames' own topics, and the fleet's name under it.
  static let topicRoot = "carousel"
  static let fleetName = "all"
}
