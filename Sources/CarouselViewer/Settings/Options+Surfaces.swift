import MQTTSurface
import SystemKit
import WallFeeds

#if canImport(Glibc)
  import Glibc
#endif

// MARK: - The MQTT and MPRIS surfaces' options

extension Options {
  /// The MQTT options need `--mqtt`, whose address must be one; `--mpris` and `--no-mpris`
  /// exclude each other.
  func validateSurfaces() throws(OptionsError) {
    let needsBroker: [(String, Bool)] = [
      ("--mqtt-user", mqttUser != nil), ("--mqtt-password-file", mqttPasswordFile != nil),
      ("--mqtt-name", mqttName != nil), ("--mqtt-cafile", mqttCertificateAuthorities != nil),
      ("--mqtt-forget", forgetsMQTT), ("--weather-ha", weatherEntity != nil),
    ]
    if mqttBroker == nil, let (name, _) = needsBroker.first(where: \.1) {
      throw OptionsError(message: "option \(name) needs --mqtt HOST[:PORT]")
    }
    if let mqttBroker {
      do {
        _ = try MQTTSettings.address(mqttBroker, tls: mqttCertificateAuthorities != nil)
      } catch {
        throw OptionsError(message: "option --mqtt: \(error.message)")
      }
    }
    if let weatherEntity, HomeAssistantEntity(weatherEntity) == nil {
      throw OptionsError(
        message: "option --weather-ha takes a weather entity's id, such as weather.home, or "
          + "its statestream topic prefix, such as homeassistant/weather/home, not "
          + "'\(weatherEntity)'")
    }
    if weatherEntity != nil, weatherPlace != nil {
      throw OptionsError(
        message: "options --weather and --weather-ha exclude each other: one weather at a time")
    }
    if offersMPRIS, refusesMPRIS {
      throw OptionsError(message: "options --mpris and --no-mpris exclude each other")
    }
  }

  /// The MQTT surface's settings, its password read from `--mqtt-password-file`; nil without
  /// `--mqtt`.
  /// - Throws: why the password file or the certificate authorities cannot be read.
  func mqttSettings() throws(OptionsError) -> MQTTSettings? {
    guard let mqttBroker else { return nil }
    let tls = mqttCertificateAuthorities != nil
    guard let address = try? MQTTSettings.address(mqttBroker, tls: tls) else { return nil }
    var settings = MQTTSettings(
      host: address.host, port: address.port, name: mqttName ?? Self.hostName, user: mqttUser,
      certificateAuthorities: mqttCertificateAuthorities,
      version: String(Usage.version.drop { $0 != " " }.dropFirst()))
    settings.listened = weatherEntity.flatMap(HomeAssistantEntity.init)?.topics ?? []
    if let file = mqttPasswordFile {
      settings.password = try Self.firstLine(of: file, for: "--mqtt-password-file")
    }
    if let file = mqttCertificateAuthorities, access(file, R_OK) != 0 {
      throw OptionsError(
        message: "option --mqtt-cafile: cannot read '\(file)': \(String(cString: strerror(errno)))")
    }
    return settings
  }

  /// The first line of the small file at `path` (at most 4 KiB; a password).
  static func firstLine(of path: String, for option: String) throws(OptionsError)
    -> String
  {
    guard let data = DescriptorReader.prefix(ofFile: path, limit: 4096) else {
      throw OptionsError(
        message: "option \(option): cannot read '\(path)': \(String(cString: strerror(errno)))")
    }
    let text = String(decoding: data, as: UTF8.self)
    let line = text.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
    guard !line.isEmpty else {
      throw OptionsError(message: "option \(option): '\(path)' holds no password on its first line")
    }
    return String(line.hasSuffix("\r") ? line.dropLast() : line)
  }

  /// This machine's host name, for the frame's name; `frame` when it has none.
  private static var hostName: String {
    var buffer = [CChar](repeating: 0, count: 256)
    guard gethostname(&buffer, buffer.count - 1) == 0 else { return "frame" }
    let name = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return name.isEmpty ? "frame" : name
  }
}
