import FoundationEssentials

/// Finds the files Carousel ships (demo pictures, the font) wherever it was built or installed.
package enum AssetLocator {
  /// The first `Assets` folder that exists, or nil.
  ///
  /// The order: `$CAROUSEL_ASSETS`, then `share/carousel/Assets` beside the executable's
  /// `bin` folder (an installed copy: `scripts/install --prefix`, the Debian package), then an
  /// `Assets` folder beside the executable or up to five levels above it (a build inside the
  /// repository), then the system-wide install locations.
  static func assetsFolder(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> String?
  {
    var candidates: [String] = []
    if let override = environment["CAROUSEL_ASSETS"], !override.isEmpty {
      candidates.append(override)
    }
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var folder = executable.deletingLastPathComponent()
    candidates.append(
      folder.deletingLastPathComponent().appendingPathComponent("share/carousel/Assets").path)
    for _ in 0..<6 {
      candidates.append(folder.appendingPathComponent("Assets").path)
      folder.deleteLastPathComponent()
    }
    candidates += ["/usr/local/share/carousel/Assets", "/usr/share/carousel/Assets"]
    return candidates.first { FileManager.default.fileExists(atPath: $0 + "/Pictures") }
  }

  /// The demo pictures folder, or nil when Carousel's assets cannot be found.
  static func demoPictures() -> String? {
    assetsFolder().map { $0 + "/Pictures" }
  }

  /// The web page of `--http` (`Assets/Web/index.html`: HTML with its CSS and JavaScript), or
  /// nil when the assets cannot be found.
  static func webPage() -> [UInt8]? {
    assetsFolder().flatMap { FileManager.default.contents(atPath: $0 + "/Web/index.html") }
      .map { [UInt8]($0) }
  }

  /// The font for error pages and the HUD: the shipped DejaVu Sans, else the system's copy.
  static func font() -> String? {
    let candidates = [
      assetsFolder().map { $0 + "/Fonts/DejaVuSans.ttf" },
      "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    ]
    return candidates.compactMap { $0 }.first { FileManager.default.fileExists(atPath: $0) }
  }
}
