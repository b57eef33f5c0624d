/// File paths as text, taken apart as Foundation's `NSString` did (`deletingLastPathComponent`),
/// which FoundationEssentials does not have.
package enum PathText {
  /// The folder part of `path`: everything before its last component, with runs of slashes
  /// read as one and a trailing slash ignored; `/` for a component right under the root, and
  /// "" for a bare name.
  ///
  /// `/tmp/a.png` → `/tmp`, `/tmp/lock/` → `/tmp`, `/tmp` → `/`, `/` → `/`, `a.png` → "",
  /// `a//b` → `a`.
  package static func folder(of path: String) -> String {
    var fixed = ""
    for character in path where !(character == "/" && fixed.last == "/") {
      fixed.append(character)
    }
    if fixed.count > 1, fixed.last == "/" { fixed.removeLast() }
    if fixed == "/" || fixed.isEmpty { return fixed }
    guard let slash = fixed.lastIndex(of: "/") else { return "" }
    return slash == fixed.startIndex ? "/" : String(fixed[..<slash])
  }
}
