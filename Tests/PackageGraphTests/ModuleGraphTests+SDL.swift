import Testing

/// The picture files and their decoding build, and are tested, without SDL (issue 32): no
/// dependency of their modules, of their test targets or of the tests' shared helpers
/// (TestSupport) leads to SDL, SDLKit or PictureKit.
extension ModuleGraphTests {
  /// The targets that must not reach SDL.
  static let withoutSDL = [
    "PictureFiles", "PictureDecoding", "TestSupport", "PictureFilesTests", "PictureDecodingTests",
  ]
  /// SDL's module and the two modules above it that the targets above must not reach.
  static let sdlModules = ["CSDL2", "SDLKit", "PictureKit"]

  /// The chain of dependencies from `root` to `goal` (both included), or nil when there is none.
  static func dependencyPath(from root: String, to goal: String, in manifest: PackageManifest)
    -> [String]?
  {
    let byName = Dictionary(
      manifest.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var cameFrom: [String: String] = [:]
    var waiting = [root]
    var seen: Set<String> = [root]
    while !waiting.isEmpty {
      let name = waiting.removeFirst()
      if name == goal {
        var path = [name]
        while let previous = cameFrom[path[0]] { path.insert(previous, at: 0) }
        return path
      }
      for next in byName[name]?.dependencyNames ?? [] where seen.insert(next).inserted {
        cameFrom[next] = name
        waiting.append(next)
      }
    }
    return nil
  }

  @Test("the files and decoding modules, their tests and TestSupport reach no SDL")
  func filesAndDecodingTestsNeedNoSDL() throws {
    let manifest = try Self.manifest()
    let names = Set(manifest.targets.map(\.name))
    for root in Self.withoutSDL {
      #expect(names.contains(root), "\(root) is not a target of Package.swift")
      for module in Self.sdlModules {
        guard let path = Self.dependencyPath(from: root, to: module, in: manifest) else {
          continue
        }
        Issue.record(
          """
          \(root) reaches \(module) through \(path.joined(separator: " → ")): tests that need \
          SDL belong in PictureKitTests, and SDL helpers in SDLTestSupport
          """)
      }
    }
  }

  @Test("a dependency path is found through every level, and none where there is none")
  func dependencyPathForm() {
    func target(_ name: String, _ dependencies: [String]) -> PackageManifest.Target {
      PackageManifest.Target(
        name: name, type: "regular", path: nil, exclude: [],
        dependencies: dependencies.map(PackageManifest.Dependency.init(name:)))
    }
    let manifest = PackageManifest(
      name: "P",
      targets: [
        target("Top", ["Left", "Right"]), target("Left", ["Base"]), target("Right", ["Middle"]),
        target("Middle", ["SDL"]), target("Base", []), target("SDL", []),
      ])
    #expect(
      Self.dependencyPath(from: "Top", to: "SDL", in: manifest) == [
        "Top", "Right", "Middle", "SDL",
      ])
    #expect(Self.dependencyPath(from: "Left", to: "SDL", in: manifest) == nil)
  }
}
