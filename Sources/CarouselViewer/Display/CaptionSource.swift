/// What the caption under each picture says (`--caption`).
package enum CaptionSource: Equatable, Sendable {
  /// The file name.
  case name
  /// The text of a sidecar file beside the picture, `picture.jpg.txt` (nothing without one).
  case sidecar
  /// The picture's own description: Exif ImageDescription, else XMP dc:description.
  case exif
  /// No caption.
  case none
  /// A line made of what the picture knows: `{date} · {place}`.
  case template(CaptionTemplate)

  /// The words `--caption` takes besides a template, in the order help lists them.
  static let words = ["name", "sidecar", "exif", "none"]

  /// The source `text` names: one of ``words``, else a template (text with a field in braces);
  /// nil for anything else.
  /// - Throws: what is wrong with a template.
  init?(_ text: String) throws(CaptionTemplate.Mistake) {
    switch text {
    case "name": self = .name
    case "sidecar": self = .sidecar
    case "exif": self = .exif
    case "none": self = .none
    default:
      guard text.contains("{") || text.contains("}") else { return nil }
      self = .template(try CaptionTemplate(text))
    }
  }

  /// Whether the caption shows something read from the file (not only its name).
  var readsMetadata: Bool {
    switch self {
    case .sidecar, .exif: true
    case .template(let template): template.fields.contains { $0 != .name && !$0.isSourceFact }
    case .name, .none: false
    }
  }
}
