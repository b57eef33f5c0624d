import Foundation

/// The modules Swift sources import, as the import check counts them.
///
/// Every form of the declaration counts (`import X`, `@testable import X`, `public import X`,
/// `import struct X.Y`), except the modules every target may import without declaring them
/// (the standard library's and the system's: ``systemModules``) and the imports inside a
/// `#if canImport(Darwin)` branch, which Linux never compiles.
enum SourceImports {
  /// Modules no target declares: Foundation and FoundationEssentials, the C library, Dispatch,
  /// Synchronization and the test frameworks.
  static let systemModules: Set<String> = [
    "Foundation", "FoundationEssentials", "Glibc", "Darwin", "Dispatch", "Synchronization",
    "Testing", "XCTest",
  ]

  /// Each module imported by the `.swift` files under `folder` (skipping the `excluded` paths
  /// inside it), with the first file that imports it, relative to `folder`; the
  /// ``systemModules`` too when `includingSystem`.
  static func modules(
    inFolder folder: String, excluding excluded: [String], includingSystem: Bool = false
  ) throws -> [String: String] {
    var found: [String: String] = [:]
    let files = FileManager.default.subpaths(atPath: folder) ?? []
    for file in files.sorted() where file.hasSuffix(".swift") {
      if excluded.contains(where: { file == $0 || file.hasPrefix($0 + "/") }) { continue }
      let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
      for module in modules(in: text, includingSystem: includingSystem)
      where found[module] == nil {
        found[module] = file
      }
    }
    return found
  }

  /// The modules `source` imports, in the order it imports them, the ``systemModules`` only
  /// when `includingSystem`.
  static func modules(in source: String, includingSystem: Bool = false) -> [String] {
    var modules: [String] = []
    // One entry per open `#if`: whether the branch being read is Darwin's.
    var darwinBranches: [Bool] = []
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let words = line.split(whereSeparator: \.isWhitespace)
      guard let first = words.first else { continue }
      switch first {
      case "#if": darwinBranches.append(line.contains("canImport(Darwin)"))
      case "#elseif":
        if !darwinBranches.isEmpty {
          darwinBranches[darwinBranches.count - 1] = line.contains("canImport(Darwin)")
        }
      case "#else":
        if !darwinBranches.isEmpty { darwinBranches[darwinBranches.count - 1] = false }
      case "#endif": _ = darwinBranches.popLast()
      default:
        guard !darwinBranches.contains(true), let module = importedModule(words) else { continue }
        if includingSystem || !systemModules.contains(module) { modules.append(module) }
      }
    }
    return modules
  }

  /// The module an import declaration's words name, or nil when the line is no import.
  private static func importedModule(_ words: [Substring]) -> String? {
    let modifiers: Set<Substring> = ["public", "package", "internal", "private", "fileprivate"]
    let kinds: Set<Substring> = [
      "struct", "class", "enum", "protocol", "func", "var", "let", "typealias",
    ]
    var rest = words.drop { $0.hasPrefix("@") || modifiers.contains($0) }
    guard rest.popFirst() == "import" else { return nil }
    if let kind = rest.first, kinds.contains(kind) { rest = rest.dropFirst() }
    guard let path = rest.first, let module = path.split(separator: ".").first else { return nil }
    return String(module)
  }
}
