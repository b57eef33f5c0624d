import Foundation
import Testing

@testable import SystemKit

/// A path's folder as `NSString.deletingLastPathComponent` gave it, which the file lists, the
/// replays and the output files' checks used.
@Suite("Path text")
struct PathTextTests {
  static let paths = [
    "/tmp/a.png", "/tmp/lock/", "/tmp", "/", "a.png", "a//b", "a/b/c", "", "/a//b///",
    "./x", "./x/y", "xy/", "/ä/ö ü.jpg", "a/./b",
  ]

  @Test("the folder of a path, as NSString gave it", arguments: paths)
  func folder(path: String) {
    #expect(PathText.folder(of: path) == (path as NSString).deletingLastPathComponent)
  }

  /// NSString gave "" for `//`, where the root is the root; and it trapped on a one-letter
  /// name with a trailing slash (`x/`, Foundation 6.3.1), so those are only here.
  @Test(
    "examples",
    arguments: [
      ("/tmp/a.png", "/tmp"), ("/tmp", "/"), ("a.png", ""), ("a//b", "a"), ("//", "/"),
      ("x/", ""), ("/x/", "/"), ("a/x/", "a"),
    ])
  func examples(path: String, folder: String) {
    #expect(PathText.folder(of: path) == folder)
  }
}
