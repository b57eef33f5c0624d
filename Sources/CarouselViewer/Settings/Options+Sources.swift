import HTTPTransfer
import PhotoSources
import SystemKit
import WallFeeds

#if canImport(Glibc)
  import Glibc
#endif

// MARK: - The photo server's options

extension Options {
  /// Whether a photo server is named (`--webdav` or `--immich`).
  package var hasPhotoSource: Bool { webDAVURL != nil || immichURL != nil }

  /// The Immich pictures the options choose.
  package var immichSelection: ImmichSelection {
    var selection = ImmichSelection()
    selection.albums = immichAlbums
    selection.people = immichPeople
    selection.tag = immichTag
    selection.favorites = immichFavorites
    selection.memories = immichMemories
    return selection
  }

  /// The photo server's options need a server, each server's options that server, and a
  /// server a URL.
  func validateSources() throws(OptionsError) {
    let needsSource: [(String, Bool)] = [
      ("--source-cafile", sourceCertificateAuthorities != nil),
      ("--mirror-dir", mirrorFolder != nil),
    ]
    if !hasPhotoSource, let (name, _) = needsSource.first(where: \.1) {
      throw OptionsError(message: "option \(name) needs a photo server: --webdav or --immich URL")
    }
    if webDAVURL != nil, immichURL != nil {
      throw OptionsError(message: "options --webdav and --immich: one photo server at a time")
    }
    try validateWebDAV()
    try validateImmich()
  }

  private func validateWebDAV() throws(OptionsError) {
    let given = [("--webdav-user", webDAVUser), ("--webdav-password-file", webDAVPasswordFile)]
    if webDAVURL == nil, let (name, _) = given.first(where: { $0.1 != nil }) {
      throw OptionsError(message: "option \(name) needs --webdav URL")
    }
    if let webDAVURL, WebDAVAddress(webDAVURL) == nil {
      throw OptionsError(
        message: "option --webdav: '\(webDAVURL)' is not http://HOST/PATH or "
          + "https://HOST/PATH (a user and password go in --webdav-user and "
          + "--webdav-password-file)")
    }
    if webDAVPasswordFile != nil, webDAVUser == nil {
      throw OptionsError(message: "option --webdav-password-file needs --webdav-user")
    }
    if let weatherPlace, WeatherPlace(weatherPlace) == nil {
      throw OptionsError(
        message: "option --weather takes LAT,LON in degrees (latitude -90 to 90, longitude "
          + "-180 to 180), such as 52.52,13.41, not '\(weatherPlace)'")
    }
  }

  private func validateImmich() throws(OptionsError) {
    let given: [(String, Bool)] = [
      ("--immich-key-file", immichKeyFile != nil), ("--immich-album", !immichAlbums.isEmpty),
      ("--immich-person", !immichPeople.isEmpty), ("--immich-tag", immichTag != nil),
      ("--immich-favorites", immichFavorites), ("--immich-memories", immichMemories),
      ("--immich-size", immichSize != .preview),
    ]
    guard let immichURL else {
      if let (name, _) = given.first(where: \.1) {
        throw OptionsError(message: "option \(name) needs --immich URL")
      }
      return
    }
    if WebDAVAddress(immichURL) == nil {
      throw OptionsError(
        message: "option --immich: '\(immichURL)' is not http://HOST[:PORT]/ or "
          + "https://HOST[:PORT]/ (the API key goes in --immich-key-file)")
    }
    if immichKeyFile == nil {
      throw OptionsError(
        message: "option --immich needs --immich-key-file FILE (an API key: Immich's Account "
          + "Settings, API Keys)")
    }
  }

  /// The photo server the options name, its password or key read; nil without one.
  /// - Parameter wallTime: the wall clock, in s from the Unix epoch (Immich's memories are
  ///   today's).
  /// - Throws: why the password or key file or the certificate authorities cannot be read.
  func photoSource(wallTime: @escaping @Sendable () -> Double) throws(OptionsError)
    -> (any PhotoSource)?
  {
    if let immichURL, let address = WebDAVAddress(immichURL), let immichKeyFile {
      try checkCertificateAuthorities()
      let key = try Self.firstLine(of: immichKeyFile, for: "--immich-key-file")
      guard !key.isEmpty else {
        throw OptionsError(message: "option --immich-key-file: '\(immichKeyFile)' holds no key")
      }
      return ImmichSource(
        address: address, key: key, selection: immichSelection, size: immichSize,
        clips: videos.listsClips, shuffled: isShuffled,
        certificateAuthorities: sourceCertificateAuthorities,
        wallTime: wallTime)
    }
    guard let webDAVURL, let address = WebDAVAddress(webDAVURL) else { return nil }
    try checkCertificateAuthorities()
    var credentials: HTTPCredentials?
    if let webDAVUser {
      let password = try webDAVPasswordFile.map { file throws(OptionsError) in
        try Self.firstLine(of: file, for: "--webdav-password-file")
      }
      credentials = HTTPCredentials(user: webDAVUser, password: password ?? "")
    }
    return WebDAVSource(
      address: address, credentials: credentials,
      certificateAuthorities: sourceCertificateAuthorities, clips: videos.listsClips)
  }

  /// `--source-cafile`'s file can be read.
  private func checkCertificateAuthorities() throws(OptionsError) {
    if let file = sourceCertificateAuthorities, access(file, R_OK) != 0 {
      throw OptionsError(
        message: "option --source-cafile: cannot read '\(file)': "
          + String(cString: strerror(errno)))
    }
  }
}
