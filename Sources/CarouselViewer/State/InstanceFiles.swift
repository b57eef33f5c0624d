import SystemKit

/// Where one running Carousel keeps what it remembers: its state file under
/// `$XDG_STATE_HOME/carousel/` (else `~/.local/state/carousel/`), its picture index under
/// `$XDG_CACHE_HOME/carousel/` (else `~/.cache/carousel/`) and its photo source's mirror in
/// `sources/` there, all named after the instance.
///
/// The instance's name is `--state-name`, else made from the `--control` path (each frame with
/// a socket of its own keeps a state of its own), else `default`.
struct InstanceFiles: Equatable {
  /// The instance's name: letters, digits, `.`, `_` and `-` only.
  let name: String
  /// The state file, or nil when neither the variable nor `HOME` is set.
  let statePath: String?
  /// The index's cache file, likewise.
  let indexPath: String?
  /// The folder of the photo source's mirror (`--webdav`), likewise.
  let mirrorPath: String?

  /// The files of the instance `options` describe, in `environment`.
  init(options: Options, environment: [String: String]) {
    let name = options.stateName ?? options.controlPath.map(Self.name(forPath:)) ?? "default"
    self.name = name
    statePath = Self.folder("XDG_STATE_HOME", ".local/state", environment).map {
      "\($0)/carousel/\(name).state"
    }
    indexPath = Self.folder("XDG_CACHE_HOME", ".cache", environment).map {
      "\($0)/carousel/\(name).index"
    }
    mirrorPath = Self.folder("XDG_CACHE_HOME", ".cache", environment).map {
      "\($0)/carousel/sources/\(name)"
    }
  }

  /// The longest instance name, in characters.
  static let longestName = 64

  /// Whether `name` may name an instance: 1 to ``longestName`` letters, digits, `.`, `_` and
  /// `-`, not starting with a dot.
  static func isValidName(_ name: String) -> Bool {
    !name.isEmpty && name.count <= longestName && !name.hasPrefix(".")
      && name.unicodeScalars.allSatisfy(isNameCharacter)
  }

  /// A name for the control socket at `path`: its characters that may not be in a name become
  /// `_` (`/run/user/1000/carousel/control` is `run_user_1000_carousel_control`); a long one
  /// keeps its end and a hash of the whole.
  static func name(forPath path: String) -> String {
    let trimmed = path.drop { $0 == "/" }
    var name = String(
      String.UnicodeScalarView(trimmed.unicodeScalars.map { isNameCharacter($0) ? $0 : "_" }))
    if name.hasPrefix(".") { name = "_" + name.dropFirst() }
    guard name.count > longestName || name.isEmpty else { return name }
    let hash = Deflate.crc32(Array(path.utf8))
    let hex = String(hash, radix: 16)
    return String(name.suffix(longestName - 1 - hex.count)) + "-" + hex
  }

  private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar) || scalar == "." || scalar == "_" || scalar == "-")
  }

  /// `$variable` when it is an absolute path, else `$HOME/fallback`, else nil.
  private static func folder(
    _ variable: String, _ fallback: String, _ environment: [String: String]
  ) -> String? {
    if let base = environment[variable], base.hasPrefix("/") { return base }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return home + "/" + fallback
  }
}
