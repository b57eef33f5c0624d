import Foundation
import TestSupport
import Testing

/// `Package.swift` is the one source of the module graph: the drawing in
/// docs/architecture.md is made from it, and every target imports exactly the targets it
/// declares.
@Suite("Module graph")
struct ModuleGraphTests {
  /// The files that draw the graph, relative to the repository.
  static let documents = ["docs/architecture.md"]

  static func manifest() throws -> PackageManifest {
    try #require(
      try PackageManifest.load(root: RepositoryPath.root),
      "swift package dump-package failed: run it in the repository to see why")
  }

  /// The targets of shipped code (test targets and TestSupport left out), C modules dashed.
  static func graph(_ manifest: PackageManifest) -> ModuleGraph {
    let drawn = manifest.targets.filter { !$0.isTestCode }
    let cModules = drawn.filter { !isSwift($0) }.map(\.name)
    return ModuleGraph(targets: drawn, cModules: Set(cModules))
  }

  /// Whether a target is Swift: a system library is not, nor a folder of C sources.
  static func isSwift(_ target: PackageManifest.Target) -> Bool {
    guard target.type != "system" else { return false }
    let files = FileManager.default.subpaths(atPath: RepositoryPath.appending(target.folder))
    return files?.contains { $0.hasSuffix(".swift") } ?? false
  }

  @Test("docs/architecture.md draws the graph Package.swift declares")
  func documentsDrawTheGraph() throws {
    let markdown = Self.graph(try Self.manifest()).markdown
    for document in Self.documents {
      let outcome = try MarkedSection(document, start: ModuleGraph.start, end: ModuleGraph.end)
        .check(markdown)
      #expect(outcome == .current, "\(document)'s module graph: \(outcome) (see its marker)")
    }
  }

  @Test("every target imports only the targets Package.swift lets it, and uses every one")
  func importsAreDeclared() throws {
    let manifest = try Self.manifest()
    let names = Set(manifest.targets.map(\.name))
    var checked = 0
    for target in manifest.targets where Self.isSwift(target) {
      checked += 1
      let imports = try SourceImports.modules(
        inFolder: RepositoryPath.appending(target.folder), excluding: target.exclude)
      let declared = Set(target.dependencyNames)
      for (module, file) in imports.sorted(by: { $0.key < $1.key })
      where !declared.contains(module) {
        let kind = names.contains(module) ? "a target it does not declare" : "an unknown module"
        Issue.record(
          """
          \(target.name) imports \(module), \(kind) (\(target.folder)/\(file)): add it to \
          the target's dependencies in Package.swift
          """)
      }
      for module in target.dependencyNames where imports[module] == nil {
        Issue.record(
          """
          \(target.name) declares \(module), which no file under \(target.folder) imports: \
          remove it from Package.swift
          """)
      }
    }
    #expect(checked > 10, "only \(checked) Swift targets found: is the manifest read right?")
  }

  @Test("imports are counted in every form, and Darwin's branches are left out")
  func importForms() {
    // Lines of a file, kept in an array so that this file's own scan does not count them.
    let source = [
      "import Foundation",
      "@testable import PictureKit",
      "public import Geometry",
      "import struct SDLKit.Size",
      "@_spi(Testing) package import Gestures",
      "#if canImport(Glibc)",
      "  import Glibc",
      "  import CLinux",
      "#elseif canImport(Darwin)",
      "  import Darwin",
      "  import Carbon",
      "#else",
      "  import Other",
      "#endif",
      "// import Commented",
      "let important = 1",
    ].joined(separator: "\n")
    #expect(
      SourceImports.modules(in: source) == [
        "PictureKit", "Geometry", "SDLKit", "Gestures", "CLinux", "Other",
      ])
  }

  @Test("the graph lists each module's dependencies, from the top of the graph down")
  func graphForm() {
    func target(_ name: String, _ dependencies: [String], type: String = "regular")
      -> PackageManifest.Target
    {
      PackageManifest.Target(
        name: name, type: type, path: nil, exclude: [],
        dependencies: dependencies.map(PackageManifest.Dependency.init(name:)))
    }
    let graph = ModuleGraph(
      targets: [
        target("CBase", [], type: "system"), target("Base", ["CBase"]),
        target("Middle", ["Base"]), target("app-tool", ["Base", "Middle"], type: "executable"),
      ],
      cModules: ["CBase"])
    #expect(
      graph.markdown == """
        ```mermaid
        flowchart TD
          app_tool["app-tool"] --> Base & Middle
          Middle --> Base
          Base --> CBase
          classDef c stroke-dasharray: 4 3
          class CBase c
        ```
        """)
  }
}
