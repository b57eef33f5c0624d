import Foundation
import TestSupport
import Testing

@testable import PictureFiles

/// The guide's format table (docs/guide/viewing.md) is made from `PictureFormat.support`, and each of its claims has
/// a test: orientation (`OrientationTests`), deep samples (`DeepFormatTests`, PngSuite,
/// `PNMTests`) and animation (`AnimationDecodeTests`).
struct FormatTableTests {
  static let start =
    "<!-- formats: made from PictureFormat.support; "
    + "CAROUSEL_RECORD_README=1 swift test --filter FormatTableTests rewrites it -->"
  static let end = "<!-- formats end -->"

  @Test func readmeTableIsCurrent() throws {
    let outcome = try MarkedSection("docs/guide/viewing.md", start: Self.start, end: Self.end)
      .check(PictureFormat.markdownTable)
    #expect(outcome == .current, "docs/guide/viewing.md format table: \(outcome)")
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
