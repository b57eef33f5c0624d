import Foundation
import TestSupport
import Testing

/// The libraries opened on demand (docs/architecture.md, "Libraries opened on demand"): the
/// binary does not link them, each soname the sources open opens here, and the Debian package
/// depends on each (scripts/package adds them by soname, since dpkg-shlibdeps cannot see them).
@Suite("Libraries opened on demand")
struct OnDemandLibraryTests {
  /// The sonames written as literals in the C forwarders' `CAROUSEL_LAZY_LIBRARY("…")` (libheif's
  /// and libjxl's are made from their headers' version macros).
  static func literalSonames() throws -> [String] {
    let sources = RepositoryPath.appending("Sources")
    let files = FileManager.default.subpaths(atPath: sources) ?? []
    var sonames: [String] = []
    for file in files.sorted() where file.hasSuffix(".c") {
      let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
      for part in text.components(separatedBy: "CAROUSEL_LAZY_LIBRARY(\"").dropFirst() {
        if let name = part.split(separator: "\"").first { sonames.append(String(name)) }
      }
    }
    return sonames
  }

  /// The `NEEDED` entries of `binary`'s dynamic section, as `readelf -d` prints them.
  static func needed(_ binary: String) throws -> [String] {
    let output = try #require(ExternalTool.output("readelf", ["-d", binary]), "readelf failed")
    return String(decoding: output, as: UTF8.self).split(separator: "\n")
      .filter { $0.contains("(NEEDED)") }
      .compactMap { line in
        line.split(separator: "[").last?.split(separator: "]").first.map(String.init)
      }
  }

  @Test("every library the forwarders open opens, and the package depends on it")
  func sonamesOpenAndArePackaged() throws {
    let sonames = try Self.literalSonames()
    #expect(sonames.count >= 9, "only \(sonames) found: is the scan right?")
    let package = try String(
      contentsOfFile: RepositoryPath.appending("scripts/package"), encoding: .utf8)
    for soname in sonames {
      #expect(package.contains(soname), "scripts/package does not add \(soname)'s package")
      let handle = dlopen(soname, RTLD_LAZY | RTLD_LOCAL)
      #expect(handle != nil, "\(soname) does not open: \(String(cString: dlerror()))")
      if let handle { dlclose(handle) }
    }
  }

  @Test("the binary links none of the libraries opened on demand")
  func binaryLinksNone() throws {
    let linked = try Self.needed(CarouselProcess.executable)
    #expect(linked.contains { $0.hasPrefix("libSDL2-2.0.so") }, "no SDL2 in \(linked)")
    let onDemand = try Self.literalSonames() + ["libheif.so", "libjxl.so"]
    for soname in onDemand {
      #expect(!linked.contains { $0.hasPrefix(soname) }, "the binary links \(soname)")
    }
  }
}
