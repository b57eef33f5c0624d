import FoundationEssentials
import HTTPSurface
import PictureFiles

#if canImport(Glibc)
  import Glibc
#endif

/// The web server (`--http`) made ready before the window: its socket listening, its password,
/// key and page read, its upload folder checked, so that every mistake is said at once (exit
/// status 2), while the server itself starts once the first picture is on screen.
struct WebServerStart {
  /// The listening socket; connections that come early wait in its backlog.
  let listener: HTTPListener
  let settings: HTTPSettings

  /// The server `options` ask for, for the pictures of `roots`; nil without `--http`.
  /// - Throws: a mistake naming its option: a password file that cannot be read or holds no
  ///   password, a key or certificate that cannot be read, an upload folder that is not shown,
  ///   an address that cannot be listened on.
  static func prepare(_ options: Options, roots: [FilePath]) throws(OptionsError)
    -> WebServerStart?
  {
    guard let address = options.httpAddress else { return nil }
    var settings = HTTPSettings()
    if let path = options.httpPasswordFile { settings.password = try password(in: path) }
    if let certificate = options.httpCertificateFile, let key = options.httpKeyFile {
      settings.tls = (
        try pem(key, option: "--http-key"), try pem(certificate, option: "--http-cert")
      )
    }
    if let folder = options.uploadFolder {
      settings.uploadFolder = try uploadFolder(
        folder, roots: roots, recursive: options.isRecursive)
    }
    settings.largestUpload = options.uploadMegabytes * 1_048_576
    settings.page = AssetLocator.webPage() ?? []
    do {
      return WebServerStart(listener: try HTTPListener(address), settings: settings)
    } catch {
      throw OptionsError(message: "option --http: \(error.message)")
    }
  }

  /// The first line of the file at `path`, without its line end.
  private static func password(in path: String) throws(OptionsError) -> [UInt8] {
    let bytes = try contents(of: path, option: "--http-password-file", largest: 4096)
    var line = bytes.prefix { $0 != 0x0A }
    if line.last == 0x0D { line = line.dropLast() }
    guard !line.isEmpty, line.count <= HTTPConstants.longestPassword else {
      throw OptionsError(
        message: "option --http-password-file: '\(path)' holds no password of 1 to "
          + "\(HTTPConstants.longestPassword) bytes on its first line")
    }
    return Array(line)
  }

  /// A PEM file's text (a key or a certificate).
  private static func pem(_ path: String, option: String) throws(OptionsError) -> String {
    let text = String(
      decoding: try contents(of: path, option: option, largest: 1 << 20), as: UTF8.self)
    guard text.contains("-----BEGIN ") else {
      throw OptionsError(message: "option \(option): '\(path)' is not a PEM file")
    }
    return text
  }

  private static func contents(of path: String, option: String, largest: Int)
    throws(OptionsError) -> [UInt8]
  {
    guard let data = FileManager.default.contents(atPath: path), data.count <= largest else {
      throw OptionsError(message: "option \(option): cannot read '\(path)'")
    }
    return [UInt8](data)
  }

  /// `folder`, resolved, when it is one of the folders shown or inside one (then shown too: see
  /// ``ShowSources``) and writable.
  private static func uploadFolder(_ folder: String, roots: [FilePath], recursive: Bool)
    throws(OptionsError) -> String
  {
    guard
      let resolved = UploadFolderPlacement.of(folder, roots: roots, recursive: recursive).folder
    else {
      throw OptionsError(
        message: "option --upload-dir: '\(folder)' must be a folder shown, or inside one, so "
          + "that uploaded pictures are shown")
    }
    guard access(resolved, W_OK | X_OK) == 0 else {
      throw OptionsError(message: "option --upload-dir: Carousel cannot write to '\(folder)'")
    }
    return resolved
  }
}
