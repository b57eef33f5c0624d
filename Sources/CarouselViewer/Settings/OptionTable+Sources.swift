import PhotoSources

// MARK: - Pictures from a photo server

extension OptionTable {
  /// The options of `--source` and its mirror, listed between the configuration file's and
  /// the remote control's.
  static let sources: [OptionSpec] = [
    OptionSpec(
      "--source", .name(\.sourceSpec), placeholder: "KIND:URL", group: .sources,
      configurable: true,
      help: "also show the pictures of a photo server, mirrored in a folder that stays shown "
        + "when the server is not there: webdav:https://host/path/ (Nextcloud, a NAS, "
        + "rclone serve webdav), its folders walked"),
    OptionSpec(
      "--source-user", .name(\.sourceUser), placeholder: "NAME", group: .sources,
      configurable: true, help: "the user name the photo server asks for"),
    OptionSpec(
      "--source-password-file", .path(\.sourcePasswordFile), placeholder: "FILE",
      group: .sources, configurable: true,
      help: "the photo server's password: the first line of FILE (never on the command line)"),
    OptionSpec(
      "--source-cafile", .path(\.sourceCertificateAuthorities), placeholder: "FILE",
      group: .sources, configurable: true,
      help: "check the photo server's TLS certificate against the authorities in FILE (PEM) "
        + "instead of the system's"),
    OptionSpec(
      "--source-refresh", .integer(\.sourceRefreshMinutes, 1...10_080), placeholder: "MINUTES",
      group: .sources, configurable: true,
      help: "ask the photo server for its changes every MINUTES; after a failure, sooner, "
        + "then less and less often"),
    OptionSpec(
      "--mirror-dir", .path(\.mirrorFolder), placeholder: "FOLDER", group: .sources,
      configurable: true,
      help: "where the photo server's pictures are kept; default "
        + "~/.cache/carousel/sources/NAME (NAME: the --state-name)"),
    OptionSpec(
      "--mirror-max-mb", .integer(\.mirrorMegabytes, 1...1_048_576), placeholder: "N",
      group: .sources, configurable: true,
      help: "the mirror's size at most, in MiB: the oldest pictures are left out first"),
  ]
}
