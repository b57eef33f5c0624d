import Foundation
import TestSupport
import Testing

@testable import CarouselViewer

/// The output options' files are checked before anything runs (`--screenshot`, `--trace`,
/// `--record`, `--memory-report`).
@Suite("Output files")
struct OutputFileTests {
  @Test("a file in a folder that exists is fine; a folder, or a missing folder, is said")
  func problems() throws {
    let folder = try TemporaryFolder()
    #expect(OutputFile.problem(with: folder.file("shot.png")) == nil)
    #expect(OutputFile.problem(with: folder.path) == "it is a folder")
    #expect(
      OutputFile.problem(with: folder.file("missing/shot.png"))
        == "no folder '\(folder.file("missing"))'")
  }

  /// Regression: `--screenshot x/` trapped in Foundation 6.3.1's
  /// `NSString.deletingLastPathComponent`, which crashes on a one-letter name with a trailing
  /// slash; the folder of `x/` is now the current one, and writing `x/` fails as any name that
  /// is missing its folder does.
  @Test("bug: a one-letter name with a trailing slash crashed the check")
  func oneLetterWithSlash() {
    #expect(OutputFile.problem(with: "x/") == nil)
  }
}
