import PhotoSources
import PictureFiles
import SystemKit

/// Writes captions from what a picture knows: the words of `--caption`, or a template's
/// fields filled from the item and its metadata, dates in the locale's words, and from what a
/// photo server says of a picture of its mirror (``SourceFacts``) where the file says nothing.
///
/// Main thread only (it holds the locale).
struct CaptionWriter {
  /// The locale's dates.
  let time: TimeWriter
  /// How `{date}` is written (strftime's fields).
  let dateFormat: String

  /// - Parameters:
  ///   - dateFormat: `--date-format`; nil for the locale's long date.
  ///   - localeName: nil for the environment's locale.
  init(dateFormat: String?, localeName: String?) {
    time = TimeWriter(localeName: localeName)
    self.dateFormat = dateFormat ?? time.longDateFormat
  }

  /// The caption `source` gives `item` with `metadata` (nil while it is read) and the photo
  /// server's `facts` (nil for a picture not from one), or nil for none.
  func caption(
    _ source: CaptionSource, for item: CarouselItem, metadata: ItemMetadata?,
    facts: SourceFacts? = nil
  ) -> String? {
    switch source {
    case .name: item.name
    case .sidecar: metadata?.sidecarText
    case .exif: metadata?.pictureDescription
    case .none: nil
    case .template(let template):
      template.caption { value(of: $0, for: item, metadata: metadata, facts: facts) }
    }
  }

  /// What `field` shows for `item`, or nil when it knows nothing of it.
  func value(
    of field: CaptionTemplate.Field, for item: CarouselItem, metadata: ItemMetadata?,
    facts: SourceFacts? = nil
  ) -> String? {
    switch field {
    case .name: return item.name
    case .description: return metadata?.pictureDescription ?? facts?.description
    case .sidecar: return metadata?.sidecarText
    case .people:
      return facts.flatMap { $0.people.isEmpty ? nil : $0.people.joined(separator: ", ") }
    case .album: return facts?.album
    case .place: return metadata?.place?.text ?? facts?.place
    case .camera: return Self.camera(make: metadata?.exif?.make, model: metadata?.exif?.model)
    case .date:
      guard let taken = metadata?.taken else { return nil }
      let written = time.write(dateFormat, Self.moment(taken.time))
      return taken.source == .exif ? written : "\(written) (\(taken.source.name))"
    }
  }

  /// The moment a wall time names.
  static func moment(_ wall: WallTime) -> TimeWriter.Moment {
    TimeWriter.Moment(
      year: wall.date.year, month: wall.date.month, day: wall.date.day,
      hour: wall.secondOfDay / 3_600, minute: wall.secondOfDay / 60 % 60,
      second: wall.secondOfDay % 60)
  }

  /// The moment an Exif date names ("2024:05:12 14:03:22"; the time may be missing or blank),
  /// or nil when it is not one.
  static func moment(exif text: String) -> TimeWriter.Moment? {
    let numbers = text.split(whereSeparator: { $0 == ":" || $0 == " " }).map { Int($0) }
    guard numbers.count >= 3, let year = numbers[0], let month = numbers[1],
      let day = numbers[2], (1...9999).contains(year), (1...12).contains(month),
      (1...31).contains(day)
    else { return nil }
    let clock = numbers.dropFirst(3).map { $0 ?? 0 }
    return TimeWriter.Moment(
      year: year, month: month, day: day, hour: clock.first ?? 0,
      minute: clock.dropFirst().first ?? 0, second: clock.dropFirst(2).first ?? 0)
  }

  /// The camera as people name it: the model, after the maker unless the model names it
  /// already ("Canon EOS R6", not "Canon Canon EOS R6").
  static func camera(make: String?, model: String?) -> String? {
    let make = make?.trimmed
    let model = model?.trimmed
    guard let model else { return make }
    guard let make, !model.lowercased().hasPrefix(make.lowercased()) else { return model }
    // Makers write themselves long ("NIKON CORPORATION"): their first word is the name.
    let brand = make.split(separator: " ").first.map(String.init) ?? make
    return model.lowercased().hasPrefix(brand.lowercased()) ? model : brand + " " + model
  }
}

extension String {
  /// Without the spaces around it; nil when nothing else is left.
  fileprivate var trimmed: String? {
    let words = split(separator: " ", omittingEmptySubsequences: true)
    return words.isEmpty ? nil : words.joined(separator: " ")
  }
}
