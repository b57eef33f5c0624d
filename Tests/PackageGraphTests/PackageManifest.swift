import Foundation
import TestSupport

/// The package as `swift package dump-package` describes it: its targets, in the order
/// `Package.swift` lists them, each with its kind, its folder and the targets it depends on.
struct PackageManifest: Decodable {
  /// One target of the package.
  struct Target: Decodable {
    /// The target's name, which is its module's name.
    let name: String
    /// SwiftPM's kind: `regular`, `executable`, `test` or `system`.
    let type: String
    /// The folder `Package.swift` gives, relative to the package root; nil for the default.
    let path: String?
    /// Paths inside the folder that are not sources, relative to it.
    let exclude: [String]
    /// The targets and products it depends on, in the order `Package.swift` lists them.
    let dependencies: [Dependency]

    /// The folder of its sources relative to the package root: `path`, else SwiftPM's default
    /// (`Tests/<name>` for a test target, `Sources/<name>` for every other).
    var folder: String { path ?? (type == "test" ? "Tests/" : "Sources/") + name }

    /// True for test code: test targets and the helpers kept under `Tests/` (TestSupport).
    var isTestCode: Bool { type == "test" || folder.hasPrefix("Tests/") }

    /// The names of the targets and products it depends on.
    var dependencyNames: [String] { dependencies.map(\.name) }
  }

  /// A dependency as the dump writes it: `{"byName": [name, condition]}`, or `target` or
  /// `product` in place of `byName`; only the name matters here.
  struct Dependency: Decodable {
    let name: String

    init(name: String) { self.name = name }

    private struct Key: CodingKey {
      let stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      guard let key = container.allKeys.first else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "a dependency of no kind"))
      }
      var fields = try container.nestedUnkeyedContainer(forKey: key)
      name = try fields.decode(String.self)
    }
  }

  /// The package's name.
  let name: String
  /// Every target, in the order of `Package.swift`.
  let targets: [Target]

  /// The package at `root`, as `swift package dump-package` describes it, or nil when that
  /// fails (the message then names the command).
  ///
  /// The command runs with a scratch folder of its own: the test process runs under
  /// `swift test`, which holds the lock of the package's `.build` until the tests end, and a
  /// second SwiftPM on the same folder would wait for it forever.
  static func load(root: String) throws -> PackageManifest? {
    let scratch = try TemporaryFolder()
    let arguments = [
      "package", "--package-path", root, "--scratch-path", scratch.path, "dump-package",
    ]
    guard let json = ExternalTool.output("swift", arguments) else { return nil }
    return try JSONDecoder().decode(PackageManifest.self, from: Data(json))
  }
}
