import Foundation

/// The package's module graph as a Mermaid flowchart, which GitHub draws and which reads as a
/// list of dependencies in plain text.
///
/// One line per module that depends on others, `A --> B & C`: B and C are the targets
/// `Package.swift` lets A import, in its order. Lines go from the top of the graph down: a
/// module's line comes before the lines of everything it depends on (ordered by depth, the
/// longest chain of dependencies below a module, and by `Package.swift` within a depth). C
/// modules (system libraries and C targets) are drawn dashed.
struct ModuleGraph {
  /// The modules drawn, in the order of `Package.swift`, with their dependencies.
  let targets: [PackageManifest.Target]
  /// The names of the C modules among them.
  let cModules: Set<String>

  /// The line before the graph in README.md and docs/architecture.md.
  static let start =
    "<!-- modules: made from Package.swift; CAROUSEL_RECORD_README=1 swift test --filter "
    + "ModuleGraphTests rewrites it -->"
  /// The line after the graph.
  static let end = "<!-- modules end -->"

  /// The graph in Markdown: a fenced `mermaid` block.
  var markdown: String {
    let names = Set(targets.map(\.name))
    let depth = depths()
    var labelled: Set<String> = []
    func node(_ name: String) -> String {
      // Mermaid reads `-` as the start of an arrow, so carousel-bench is named carousel_bench
      // and labelled with its real name, once.
      let id = name.replacingOccurrences(of: "-", with: "_")
      guard id != name, labelled.insert(name).inserted else { return id }
      return "\(id)[\"\(name)\"]"
    }
    let order = targets.indices.sorted { left, right in
      let (a, b) = (depth[targets[left].name] ?? 0, depth[targets[right].name] ?? 0)
      return a != b ? a > b : left < right
    }
    var lines = ["```mermaid", "flowchart TD"]
    for index in order {
      let target = targets[index]
      let dependencies = target.dependencyNames.filter(names.contains)
      guard !dependencies.isEmpty else { continue }
      let tail = dependencies.map { node($0) }.joined(separator: " & ")
      lines.append("  \(node(target.name)) --> \(tail)")
    }
    let dashed = targets.map(\.name).filter(cModules.contains)
    if !dashed.isEmpty {
      lines.append("  classDef c stroke-dasharray: 4 3")
      lines.append("  class \(dashed.map { node($0) }.joined(separator: ",")) c")
    }
    lines.append("```")
    return lines.joined(separator: "\n")
  }

  /// Each module's depth: 0 for one that depends on nothing drawn, else one more than its
  /// deepest dependency.
  private func depths() -> [String: Int] {
    let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var depth: [String: Int] = [:]
    func measure(_ name: String, _ path: Set<String>) -> Int {
      if let known = depth[name] { return known }
      // A cycle cannot build; SwiftPM names it, so it only needs to end here.
      guard let target = byName[name], !path.contains(name) else { return 0 }
      let below = target.dependencyNames.filter { byName[$0] != nil }
        .map { measure($0, path.union([name])) }
      let result = below.map { $0 + 1 }.max() ?? 0
      depth[name] = result
      return result
    }
    for target in targets { _ = measure(target.name, []) }
    return depth
  }
}
