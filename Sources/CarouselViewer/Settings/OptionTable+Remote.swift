import Control
import HTTPSurface
import MQTTSurface

// MARK: - Remote control: the control socket, the web server, MQTT and MPRIS

extension OptionTable {
  /// The options of the ways in from outside, listed between the configuration file's and
  /// the headless ones.
  static let remote: [OptionSpec] = [
    OptionSpec(
      "--control", .path(\.controlPath), placeholder: "PATH", group: .remote,
      help: "take commands on a Unix socket at PATH, one a line: \(ControlCommand.synopsis) "
        + "(made owner-only; a missing folder is made 0700)"),
    OptionSpec(
      "--send", .path(\.sendPath), placeholder: "PATH", group: .remote,
      help: "send the command given after the options (for example: carousel --send PATH goto "
        + "3) to the Carousel listening on PATH, print its answer and exit"),
    OptionSpec(
      "--mqtt", .name(\.mqttBroker), placeholder: "HOST[:PORT]", group: .remote,
      configurable: true,
      help: "be a device on the MQTT broker at HOST (port \(MQTTConstants.plainPort), or "
        + "\(MQTTConstants.tlsPort) with --mqtt-cafile): state and commands under "
        + "carousel/NAME/, Home Assistant discovery under homeassistant/"),
    OptionSpec(
      "--mqtt-user", .name(\.mqttUser), placeholder: "NAME", group: .remote, configurable: true,
      help: "the user name the broker asks for"),
    OptionSpec(
      "--mqtt-password-file", .path(\.mqttPasswordFile), placeholder: "FILE", group: .remote,
      configurable: true,
      help: "read the broker's password from the first line of FILE (never on the command "
        + "line, where ps shows it)"),
    OptionSpec(
      "--mqtt-name", .name(\.mqttName), placeholder: "NAME", group: .remote, configurable: true,
      help: "the frame's name in its topics and in Home Assistant (default: the host name; "
        + "letters, digits, - and _ are kept, anything else becomes _)"),
    OptionSpec(
      "--mqtt-cafile", .path(\.mqttCertificateAuthorities), placeholder: "FILE",
      group: .remote, configurable: true,
      help: "connect with TLS, checking the broker's certificate against the authorities in "
        + "FILE (PEM)"),
    OptionSpec(
      "--mqtt-forget", .flag(\.forgetsMQTT), group: .remote,
      help: "with --mqtt: clear this frame's retained messages (its Home Assistant device, "
        + "its state and its picture) from the broker and exit"),
    OptionSpec(
      "--mpris", .flag(\.offersMPRIS), group: .remote, configurable: true,
      help: "offer the desktop's media controls (MPRIS on the session bus) in a kiosk too; "
        + "outside a kiosk they are on whenever a session bus runs"),
    OptionSpec(
      "--no-mpris", .flag(\.refusesMPRIS), group: .remote, configurable: true,
      help: "never offer the desktop's media controls (MPRIS)"),

    OptionSpec(
      "--http", .listenAddress(\.httpAddress), placeholder: "[ADDRESS:]PORT", group: .remote,
      configurable: true,
      help: "serve the web page and its API (see the guide's Remote control) on PORT of this "
        + "machine's loopback, or on ADDRESS (0.0.0.0: every network), which needs "
        + "--http-password-file"),
    OptionSpec(
      "--http-password-file", .path(\.httpPasswordFile), placeholder: "FILE", group: .remote,
      configurable: true,
      help: "the web page's password: the first line of FILE (never on the command line, "
        + "where ps shows it)"),
    OptionSpec(
      "--http-cert", .path(\.httpCertificateFile), placeholder: "FILE", group: .remote,
      configurable: true, help: "with --http-key: serve HTTPS with the PEM certificate FILE"),
    OptionSpec(
      "--http-key", .path(\.httpKeyFile), placeholder: "FILE", group: .remote,
      configurable: true, help: "with --http-cert: the PEM private key FILE of the certificate"),
    OptionSpec(
      "--upload-dir", .path(\.uploadFolder), placeholder: "DIR", group: .remote,
      configurable: true,
      help: "with --http: pictures sent from the page go into DIR, a folder shown or one "
        + "inside it (shown then too), never replacing a file; turns on live folders"),
    OptionSpec(
      "--upload-max-mb", .integer(\.uploadMegabytes, HTTPConstants.uploadMegabytesRange),
      placeholder: "N", group: .remote, configurable: true,
      help: "the largest picture an upload may hold, in MiB"),
  ]
}
