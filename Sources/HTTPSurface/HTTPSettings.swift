/// What the server serves and how it guards it, as the options give it.
package struct HTTPSettings: Sendable {
  /// The password (`--http-password-file`), nil for a server that answers only loopback names.
  package var password: [UInt8]?
  /// PEM key and certificate (`--http-key`, `--http-cert`), nil without TLS.
  package var tls: (key: String, certificate: String)?
  /// Where uploads go (`--upload-dir`), nil when uploads are off.
  package var uploadFolder: String?
  /// The largest file an upload may hold, in bytes (`--upload-max-mb`).
  package var largestUpload = HTTPConstants.defaultUploadMegabytes * 1_048_576
  /// The web page (`GET /`), HTML with its CSS and JavaScript inside.
  package var page: [UInt8] = []
  /// The connections' deadlines.
  package var limits = HTTPLimits()

  package init() {}
}
