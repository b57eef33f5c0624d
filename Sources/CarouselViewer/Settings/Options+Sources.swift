import HTTPTransfer
import PhotoSources
import SystemKit
import WallFeeds

#if canImport(Glibc)
  import Glibc
#endif

// MARK: - The photo source's options

extension Options {
  /// The source's options need `--source`, whose value must name a source.
  func validateSources() throws(OptionsError) {
    let needsSource: [(String, Bool)] = [
      ("--source-user", sourceUser != nil), ("--source-password-file", sourcePasswordFile != nil),
      ("--source-cafile", sourceCertificateAuthorities != nil),
      ("--mirror-dir", mirrorFolder != nil),
    ]
    if sourceSpec == nil, let (name, _) = needsSource.first(where: \.1) {
      throw OptionsError(message: "option \(name) needs --source KIND:URL")
    }
    if let sourceSpec, Self.webDAVAddress(sourceSpec) == nil {
      throw OptionsError(
        message: "option --source: '\(sourceSpec)' is not webdav:http://HOST/PATH or "
          + "webdav:https://HOST/PATH (a user and password go in --source-user and "
          + "--source-password-file)")
    }
    if sourcePasswordFile != nil, sourceUser == nil {
      throw OptionsError(message: "option --source-password-file needs --source-user")
    }
    if let weatherPlace, WeatherPlace(weatherPlace) == nil {
      throw OptionsError(
        message: "option --weather takes LAT,LON in degrees (latitude -90 to 90, longitude "
          + "-180 to 180), such as 52.52,13.41, not '\(weatherPlace)'")
    }
  }

  /// The source `--source` names, its password read; nil without `--source`.
  /// - Throws: why the password file or the certificate authorities cannot be read.
  func photoSource() throws(OptionsError) -> (any PhotoSource)? {
    guard let sourceSpec, let address = Self.webDAVAddress(sourceSpec) else { return nil }
    var credentials: HTTPCredentials?
    if let sourceUser {
      let password = try sourcePasswordFile.map { file throws(OptionsError) in
        try Self.firstLine(of: file, for: "--source-password-file")
      }
      credentials = HTTPCredentials(user: sourceUser, password: password ?? "")
    }
    if let file = sourceCertificateAuthorities, access(file, R_OK) != 0 {
      throw OptionsError(
        message: "option --source-cafile: cannot read '\(file)': "
          + String(cString: strerror(errno)))
    }
    return WebDAVSource(
      address: address, credentials: credentials,
      certificateAuthorities: sourceCertificateAuthorities)
  }

  /// The address of a `webdav:URL` source, or nil.
  private static func webDAVAddress(_ spec: String) -> WebDAVAddress? {
    guard spec.hasPrefix("webdav:") else { return nil }
    return WebDAVAddress(String(spec.dropFirst("webdav:".count)))
  }
}
