import Testing

@testable import Localization

/// A translation's `%s` fields filled in order, by number, and a `%%` kept as `%`.
@Suite struct FormatFieldsTests {
  @Test("fields in order, by number, and %% as a single %")
  func fields() {
    #expect(FormatFields.fill("%s of %s", with: ["3", "7"]) == "3 of 7")
    #expect(FormatFields.fill("%2$s: %1$s", with: ["a", "b"]) == "b: a")
    #expect(FormatFields.fill("100%% %s", with: ["done"]) == "100% done")
  }

  @Test("a field without its argument, or of another kind, stays as it is written")
  func unmatched() {
    #expect(FormatFields.fill("%s and %s", with: ["one"]) == "one and %s")
    #expect(FormatFields.fill("%d %3$s %", with: ["x"]) == "%d %3$s %")
  }
}
