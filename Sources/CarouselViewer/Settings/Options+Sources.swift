import PhotoSources
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

// MARK: - The photo server's options

extension Options {
  /// Whether a photo server is named (`--webdav`).
  package var hasPhotoSource: Bool { webDAVURL != nil }

  /// The photo server's options need a server, and `--webdav` a URL.
  func validateSources() throws(OptionsError) {
    let needsSource: [(String, Bool)] = [
      ("--source-cafile", sourceCertificateAuthorities != nil),
      ("--mirror-dir", mirrorFolder != nil),
    ]
    if !hasPhotoSource, let (name, _) = needsSource.first(where: \.1) {
      throw OptionsError(message: "option \(name) needs a photo server: --webdav URL")
    }
    if webDAVURL == nil,
      let name = [("--webdav-user", webDAVUser), ("--webdav-password-file", webDAVPasswordFile)]
        .first(where: { $0.1 != nil })?.0
    {
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
  }

  /// The photo server the options name, its password read; nil without one.
  /// - Throws: why the password file or the certificate authorities cannot be read.
  func photoSource() throws(OptionsError) -> (any PhotoSource)? {
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
      certificateAuthorities: sourceCertificateAuthorities)
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
