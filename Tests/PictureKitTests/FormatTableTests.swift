import Foundation
import TestSupport
import Testing

@testable import PictureKit

/// The README's format table is made from `PictureFormat.support`, and each of its claims has
/// a test: orientation (`OrientationTests`), deep samples (`DeepFormatTests`, PngSuite,
/// `PNMTests`) and animation (`AnimationDecodeTests`).
struct FormatTableTests {
  static let readmePath = RepositoryPath.appending("README.md")
  static let start =
    "<!-- formats: made from PictureFormat.support; "
    + "CAROUSEL_RECORD_README=1 swift test --filter FormatTableTests rewrites it -->"
  static let end = "<!-- formats end -->"

  @Test func readmeTableIsCurrent() throws {
    let readme = try String(contentsOfFile: Self.readmePath, encoding: .utf8)
    let parts = readme.components(separatedBy: Self.start + "\n")
    let rest = parts.count == 2 ? parts[1].components(separatedBy: "\n" + Self.end) : []
    guard rest.count == 2 else {
      Issue.record("README.md lacks the format table markers")
      return
    }
    if Environment.value("CAROUSEL_RECORD_README") == "1" {
      let updated =
        parts[0] + Self.start + "\n" + PictureFormat.markdownTable + "\n" + Self.end + rest[1]
      try updated.write(toFile: Self.readmePath, atomically: true, encoding: .utf8)
      Issue.record("README format table rewritten; run again without CAROUSEL_RECORD_README")
      return
    }
    #expect(rest[0] == PictureFormat.markdownTable, "README format table out of date")
  }

  @Test func everyOrientationClaimIsTested() {
    let claimed = Set(PictureFormat.allCases.filter { $0.support.orientation != nil })
    #expect(claimed == Set(OrientationTests.containers.keys))
  }

  @Test func everyAnimationClaimIsTested() {
    let claimed = Set(PictureFormat.allCases.filter(\.support.animates))
    #expect(claimed == [.gif, .webp, .png])  // AnimationFiles writes exactly these three
  }

  /// Each depth over 8 bits the table lists has a decode test at that depth.
  @Test func everyDeepClaimIsTested() {
    let tested = Set(DeepFormatTests.cases.map { "\($0.fileExtension) \($0.bits)" })
    for format in PictureFormat.allCases {
      let numbers = format.support.bitDepths.split(whereSeparator: { !$0.isNumber }).compactMap {
        Int($0)
      }
      for bits in numbers where bits > 8 {
        let covered = format.fileExtensions.contains { tested.contains("\($0) \(bits)") }
        #expect(covered, "\(format.rawValue) \(bits)-bit has no test")
      }
    }
  }
}
