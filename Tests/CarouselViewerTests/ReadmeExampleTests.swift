import Foundation
import TestSupport
import Testing

/// The embedding example of docs/embedding.md is the file the package builds, word for word, so the example
/// a reader copies compiles.
@Suite("Embedding example")
struct ReadmeExampleTests {
  @Test func readmeShowsTheBuiltExample() throws {
    let readme = try String(
      contentsOfFile: RepositoryPath.appending("docs/embedding.md"), encoding: .utf8)
    let example = try String(
      contentsOfFile: RepositoryPath.appending("Examples/pager-example/main.swift"),
      encoding: .utf8)
    #expect(readme.contains("```swift\n" + example.trimmingCharacters(in: .newlines) + "\n```"))
  }
}
