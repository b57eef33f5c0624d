import PhotoSources

// MARK: - Pictures from a photo server

extension OptionTable {
  /// The options of the photo servers and their mirror, listed between the configuration file's and
  /// the remote control's.
  static let sources: [OptionSpec] = [
    OptionSpec(
      "--webdav", .name(\.webDAVURL), placeholder: "URL", group: .sources, configurable: true,
      help: "also show the pictures of a WebDAV folder and its subfolders (Nextcloud, a NAS, "
        + "rclone serve webdav), mirrored in a folder that stays shown when the server is not "
        + "there"),
    OptionSpec(
      "--webdav-user", .name(\.webDAVUser), placeholder: "NAME", group: .sources,
      configurable: true, help: "the user name the WebDAV server asks for"),
    OptionSpec(
      "--webdav-password-file", .path(\.webDAVPasswordFile), placeholder: "FILE",
      group: .sources, configurable: true,
      help: "the WebDAV server's password: the first line of FILE (never on the command line)"),
    OptionSpec(
      "--immich", .name(\.immichURL), placeholder: "URL", group: .sources, configurable: true,
      help: "also show the pictures of an Immich server (https://host:2283/), mirrored in a "
        + "folder that stays shown when the server is not there"),
    OptionSpec(
      "--immich-key-file", .path(\.immichKeyFile), placeholder: "FILE", group: .sources,
      configurable: true,
      help: "the Immich API key: the first line of FILE (never on the command line)"),
    OptionSpec(
      "--immich-album", .names(\.immichAlbums), placeholder: "NAME", group: .sources,
      configurable: true, help: "show this Immich album"),
    OptionSpec(
      "--immich-person", .names(\.immichPeople), placeholder: "NAME", group: .sources,
      configurable: true, help: "show the pictures of this person"),
    OptionSpec(
      "--immich-tag", .name(\.immichTag), placeholder: "NAME", group: .sources,
      configurable: true, help: "show the pictures with this Immich tag"),
    OptionSpec(
      "--immich-favorites", .flag(\.immichFavorites), group: .sources, configurable: true,
      help: "show the pictures marked as favourites in Immich"),
    OptionSpec(
      "--immich-memories", .flag(\.immichMemories), group: .sources, configurable: true,
      help: "show Immich's memories of today (on this day in other years)"),
    OptionSpec(
      "--immich-size", .choice(.of(\.immichSize)), placeholder: "SIZE", group: .sources,
      configurable: true,
      help: "which size Immich sends: its preview, its full-size JPEG, or the original file "
        + "(videos and Live Photos' clips: the server's encoded video, or the original)"),
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
