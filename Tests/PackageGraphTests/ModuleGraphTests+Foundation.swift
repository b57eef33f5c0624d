import Foundation
import TestSupport
import Testing

/// The shipped binary links no full Foundation: every module `carousel` is built from imports
/// at most FoundationEssentials, since `Foundation` (and its siblings) bring
/// swift-corelibs-foundation, CoreFoundation and ICU with its 30 MB of data into the binary.
extension ModuleGraphTests {
  /// The modules that bring swift-corelibs-foundation, CoreFoundation or ICU.
  static let fullFoundation: Set<String> = [
    "Foundation", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
    "CoreFoundation",
  ]

  /// The targets `root` is built from: itself and every target it depends on, at any depth, in
  /// the order of `Package.swift`.
  static func linked(from root: String, in manifest: PackageManifest) -> [PackageManifest.Target] {
    let byName = Dictionary(
      manifest.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var reached: Set<String> = []
    var waiting = [root]
    while let name = waiting.popLast() {
      guard let target = byName[name], reached.insert(name).inserted else { continue }
      waiting += target.dependencyNames
    }
    return manifest.targets.filter { reached.contains($0.name) }
  }

  @Test("no module of the carousel binary imports Foundation: no CoreFoundation, no ICU")
  func shippedModulesImportNoFoundation() throws {
    let manifest = try Self.manifest()
    let shipped = Self.linked(from: "carousel", in: manifest).filter(Self.isSwift)
    for target in shipped {
      let imports = try SourceImports.modules(
        inFolder: RepositoryPath.appending(target.folder), excluding: target.exclude,
        includingSystem: true)
      for module in Self.fullFoundation.sorted() {
        guard let file = imports[module] else { continue }
        Issue.record(
          """
          \(target.name) imports \(module) (\(target.folder)/\(file)), which links \
          swift-corelibs-foundation and ICU into the carousel binary: import \
          FoundationEssentials, or Glibc for the C library
          """)
      }
    }
    #expect(shipped.count > 10, "only \(shipped.count) Swift targets in carousel")
  }

  @Test("the carousel binary is built from the app's modules, not the bench's, fuzz's or tests'")
  func linkedTargets() throws {
    let names = Set(Self.linked(from: "carousel", in: try Self.manifest()).map(\.name))
    for module in ["carousel", "CarouselViewer", "PictureKit", "SystemKit", "HTTPSurface"] {
      #expect(names.contains(module), "\(module)")
    }
    for module in ["carousel-bench", "carousel-fuzz", "TestSupport", "PictureKitTests"] {
      #expect(!names.contains(module), "\(module)")
    }
  }

  @Test("a Foundation import is found in every form, and FoundationEssentials is told apart")
  func foundationImportForms() {
    // Lines of a file, kept in an array so that this file's own scan does not count them.
    let source = [
      "import FoundationEssentials",
      "@preconcurrency import Foundation",
      "import struct FoundationNetworking.URLRequest",
      "#if canImport(Darwin)",
      "  import FoundationXML",
      "#endif",
    ].joined(separator: "\n")
    let found = SourceImports.modules(in: source, includingSystem: true)
    #expect(found == ["FoundationEssentials", "Foundation", "FoundationNetworking"])
    #expect(Set(found).intersection(Self.fullFoundation) == ["Foundation", "FoundationNetworking"])
  }
}
