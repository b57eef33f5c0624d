import SystemKit

/// The pictures of one Immich listing as they are gathered: each asset once (the first search
/// naming it gives its album), only pictures on the timeline, at most `maximum`.
struct ImmichListing {
  let size: ImmichSize
  let maximum: Int
  private(set) var pictures: [RemotePicture] = []
  private var seen: Set<String> = []

  init(size: ImmichSize, maximum: Int) {
    self.size = size
    self.maximum = maximum
  }

  /// Whether no more pictures are taken.
  var isFull: Bool { pictures.count >= maximum }

  /// Adds `asset` (chosen by `album`, if by one) when it is a picture on the timeline with an
  /// id that is one, and not there yet.
  mutating func add(_ asset: ImmichAnswers.Asset, album: String?, address: WebDAVAddress) {
    guard !isFull, let picture = Self.picture(asset, album: album, size: size, address: address),
      seen.insert(picture.key).inserted
    else { return }
    pictures.append(picture)
  }

  /// `asset` as a picture of the mirror; nil when it is not a picture on the timeline, or its
  /// id is not one (only hexadecimal digits and dashes go into a URL).
  static func picture(
    _ asset: ImmichAnswers.Asset, album: String?, size: ImmichSize, address: WebDAVAddress
  ) -> RemotePicture? {
    guard asset.type == "IMAGE", asset.isTrashed != true, asset.isArchived != true,
      asset.visibility == nil || asset.visibility == "timeline", isID(asset.id)
    else { return nil }
    let path = address.path + "api/assets/" + asset.id
    let location: String
    let name: String
    switch size {
    case .original:
      location = address.url(of: path + "/original")
      name = asset.originalFileName
    case .preview, .fullsize:
      location = address.url(of: path + "/thumbnail?size=" + size.rawValue)
      name = stem(of: asset.originalFileName) + ".jpg"
    }
    let exif = asset.exifInfo
    let place = [exif?.city, exif?.state, exif?.country].compactMap { $0 }.filter { !$0.isEmpty }
    let facts = SourceFacts(
      taken: exif?.dateTimeOriginal.flatMap(seconds) ?? asset.fileCreatedAt.flatMap(seconds),
      modified: asset.fileModifiedAt.flatMap(seconds), album: album,
      description: exif?.description.flatMap { $0.isEmpty ? nil : $0 },
      place: place.isEmpty ? nil : place.joined(separator: ", "),
      people: (asset.people ?? []).map(\.name).filter { !$0.isEmpty },
      isFavorite: asset.isFavorite ?? false)
    return RemotePicture(
      key: asset.id, location: location, name: name,
      version: "\(size.rawValue) \(asset.checksum ?? "") \(asset.thumbhash ?? "")",
      size: size == .original ? exif?.fileSizeInByte : nil, facts: facts)
  }

  /// The instant an Immich date (ISO 8601 with its offset) names, in s from the epoch.
  private static func seconds(_ text: String) -> Double? {
    CivilTime.seconds(iso: text)
  }

  /// Whether `id` is an id Immich gives: 1 to 64 hexadecimal digits and dashes.
  static func isID(_ id: String) -> Bool {
    !id.isEmpty && id.utf8.count <= 64
      && id.utf8.allSatisfy {
        $0 == UInt8(ascii: "-") || ($0 >= 48 && $0 <= 57) || ($0 | 0x20 >= 97 && $0 | 0x20 <= 102)
      }
  }

  /// `name` without its extension (`IMG_1.HEIC` gives `IMG_1`); `name` when it has none.
  private static func stem(of name: String) -> String {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }
}
