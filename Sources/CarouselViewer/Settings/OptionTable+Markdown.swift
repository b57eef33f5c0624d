extension OptionTable {
  /// The README's option table, in Markdown: one row per option, in the order of ``all``.
  ///
  /// The README holds it between ``markdownStart`` and ``markdownEnd``; a test keeps the two
  /// equal, and rewrites the README's copy when asked (see `OptionTableTests`).
  package static var markdown: String {
    let rows = all.map { spec in
      let names = [spec.shortName, spec.name].compactMap { $0 }.map { "`\($0)`" }
      let synopsis =
        spec.shownPlaceholder.map { placeholder in
          names.dropLast().map { $0 + ", " }.joined() + "`\(spec.name) \(placeholder)`"
        } ?? names.joined(separator: ", ")
      // A bar inside a cell would end it.
      let description = spec.description.replacing("|", with: "\\|")
      return "| \(synopsis) | \(description) |"
    }
    return (["| Option | Meaning |", "|---|---|"] + rows).joined(separator: "\n")
  }

  /// The line before the table in the README.
  package static let markdownStart =
    "<!-- options: made from OptionTable; CAROUSEL_RECORD_README=1 swift test --filter "
    + "OptionTableTests rewrites it -->"
  /// The line after the table in the README.
  package static let markdownEnd = "<!-- options end -->"
}
