import Geometry
import Localization
import PictureDecoding
import PictureFiles

/// The info panel's rows for one item: where it is (its folder from the root, and the place it
/// was taken, as a caption's `{place}` says it), how large, when and how it was taken, and its
/// format and colour profile, from what is known now.
enum InfoContent {
  /// The panel for `item`, whose picture is `pixelSize` (upright; nil while unknown), with
  /// `metadata` once read.
  ///
  /// A clip's `clip` facts (nil while unknown) add its length and its codec with its frame
  /// rate.
  static func panel(
    for item: CarouselItem, pixelSize: Size?, metadata: ItemMetadata?, clip: ClipFacts? = nil
  ) -> DisplayScene.Panel {
    typealias Row = TableFitter.Cell
    // From the root: a picture given as a bare name said "Folder .".
    var rows = [Row(label: localized("Folder"), value: item.path.absolute.folderName)]
    if let size = pixelSize ?? metadata?.pixelSize {
      rows.append(
        Row(
          label: localized("Size"),
          value: localized("%s × %s pixels", String(size.width), String(size.height))))
    }
    if let clip {
      if clip.duration > 0 {
        rows.append(Row(label: localized("Length"), value: length(clip.duration)))
      }
      let rate =
        clip.frameRate > 0 ? ", " + localized("%s frames a second", trimmed(clip.frameRate)) : ""
      rows.append(Row(label: localized("Video"), value: clip.codec + rate))
    }
    if let bytes = metadata?.fileSize {
      rows.append(Row(label: localized("File size"), value: fileSize(bytes)))
    }
    if let taken = metadata?.taken {
      rows.append(Row(label: localized("Taken"), value: dateText(taken)))
    }
    if let exif = metadata?.exif {
      if let camera = camera(make: exif.make, model: exif.model) {
        rows.append(Row(label: localized("Camera"), value: camera))
      }
      if let lens = exif.lensModel { rows.append(Row(label: localized("Lens"), value: lens)) }
      if let exposure = exposure(exif) {
        rows.append(Row(label: localized("Exposure"), value: exposure))
      }
    }
    if let place = metadata?.place?.text {
      rows.append(Row(label: localized("Place"), value: place))
    }
    if let description = metadata?.pictureDescription {
      rows.append(Row(label: localized("Description"), value: description))
    }
    if item.kind == .text {
      rows.append(Row(label: localized("Format"), value: localized("text slide")))
    } else if let format = metadata?.format {
      rows.append(Row(label: localized("Format"), value: format.rawValue))
      if let profile = metadata?.colorProfile ?? untaggedProfile(format) {
        rows.append(Row(label: localized("Colour profile"), value: profile))
      }
    }
    return DisplayScene.Panel(title: item.name, rows: rows)
  }

  /// What a picture of `format` with no profile found is shown as: sRGB, except a JPEG XL, whose
  /// colour (an ICC profile, or a colour encoding such as HDR's) is in the codestream, which the
  /// viewer does not read: nothing is said of it rather than something wrong.
  static func untaggedProfile(_ format: PictureFormat) -> String? {
    format == .jxl ? nil : localized("none (sRGB)")
  }

  /// `bytes` as people read file sizes: 812 KB, 2.4 MB (powers of 1024, one decimal below 10).
  static func fileSize(_ bytes: Int) -> String {
    let units = ["bytes", "KB", "MB", "GB"]
    var value = Double(bytes)
    var unit = 0
    while value >= 1024, unit < units.count - 1 {
      value /= 1024
      unit += 1
    }
    if unit == 0 { return localized("%s bytes", String(bytes)) }
    let rounded = value < 10 ? (value * 10).rounded() / 10 : value.rounded()
    let text = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    return "\(text) \(units[unit])"
  }

  /// A date found as "2024-05-01 14:03:22 (Exif)": the clock as written, where it was found.
  static func dateText(_ taken: TakenDateReader.Found) -> String {
    let second = taken.time.secondOfDay
    let clock = [second / 3_600, second / 60 % 60, second % 60]
      .map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
    return "\(taken.time.date) \(clock) (\(taken.source.name))"
  }

  /// Exif's "2024:05:01 14:03:22" as "2024-05-01 14:03:22".
  static func dateText(_ exif: String) -> String {
    let parts = exif.split(separator: " ", maxSplits: 1)
    guard let day = parts.first, day.count == 10 else { return exif }
    return ([day.replacing(":", with: "-")] + parts.dropFirst()).joined(separator: " ")
  }

  /// The camera as people name it: the model, with the maker before it unless the model
  /// already says it ("Canon EOS R6", not "Canon Canon EOS R6").
  static func camera(make: String?, model: String?) -> String? {
    guard let model else { return make }
    guard let make, !model.lowercased().hasPrefix(make.lowercased().prefix(4)) else {
      return model
    }
    return make + " " + model
  }

  /// "1/250 s · f/2.8 · ISO 400 · 50 mm", from the parts the file has.
  static func exposure(_ exif: ExifMetadata) -> String? {
    var parts: [String] = []
    if let time = exif.exposureTime, let seconds = time.value, seconds > 0 {
      parts.append(
        seconds < 1 && time.numerator == 1
          ? "1/\(time.denominator) s"
          : seconds < 1 ? "1/\(Int((1 / seconds).rounded())) s" : "\(trimmed(seconds)) s")
    }
    if let number = exif.fNumber { parts.append("f/\(trimmed(number))") }
    if let iso = exif.isoSpeed { parts.append("ISO \(iso)") }
    if let focal = exif.focalLength { parts.append("\(trimmed(focal)) mm") }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }

  /// `value` with at most one decimal, none when whole.
  private static func trimmed(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  /// A clip's length: "3 s" or "2.5 s" under a minute, else "1:05" or "1:02:05".
  static func length(_ seconds: Double) -> String {
    if seconds < 59.95 { return trimmed(seconds) + " s" }
    let whole = Int(seconds.rounded())
    let (hours, minutes, rest) = (whole / 3_600, whole / 60 % 60, whole % 60)
    let tail =
      (minutes < 10 && hours > 0 ? "0" : "") + "\(minutes):" + (rest < 10 ? "0" : "")
      + "\(rest)"
    return hours > 0 ? "\(hours):" + tail : tail
  }
}
