import Foundation
import TestSupport
import Testing

/// The libraries opened on demand (docs/architecture.md, "Libraries opened on demand"): the
/// binary does not link them, each soname the sources open opens here, and the Debian package
/// depends on each (scripts/package adds them by soname, since dpkg-shlibdeps cannot see them).
@Suite("Libraries opened on demand")
struct OnDemandLibraryTests {
  /// The sonames written as literals in the C forwarders' `CAROUSEL_LAZY_LIBRARY("…")` (libheif's,
  /// libjxl's and FFmpeg's are made from their headers' version macros: ``madeSonames``).
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

  /// The sonames made from version macros, without their version: libheif, libjxl and FFmpeg's
  /// (CFFmpeg opens libavutil, libavcodec, libavformat and libswscale in the video worker).
  static let madeSonames = [
    "libheif.so", "libjxl.so", "libavformat.so", "libavcodec.so", "libswscale.so",
    "libavutil.so",
  ]
  /// Libraries the binary must not link though nothing opens them yet: libswresample, for a
  /// clip's sound (a later step of issue 36), comes on demand too.
  static let neverLinked = ["libswresample.so"]

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
    for library in Self.madeSonames {
      #expect(package.contains(library.dropLast(3)), "scripts/package does not add \(library)")
    }
  }

  @Test("the binary links none of the libraries opened on demand")
  func binaryLinksNone() throws {
    let linked = try Self.needed(CarouselProcess.executable)
    #expect(linked.contains { $0.hasPrefix("libSDL2-2.0.so") }, "no SDL2 in \(linked)")
    let onDemand = try Self.literalSonames() + Self.madeSonames + Self.neverLinked
    for soname in onDemand {
      #expect(!linked.contains { $0.hasPrefix(soname) }, "the binary links \(soname)")
    }
  }
}
