import SystemKit

/// The pictures of one Immich listing as they are gathered: each asset once (the first search
/// naming it gives its album), only pictures (and, with ``clips``, videos and Live Photos'
/// clips) on the timeline, at most `maximum`.
struct ImmichListing {
  let size: ImmichSize
  let clips: Bool
  let maximum: Int
  private(set) var pictures: [RemotePicture] = []
  private var seen: Set<String> = []

  init(size: ImmichSize, clips: Bool = false, maximum: Int) {
    self.size = size
    self.clips = clips
    self.maximum = maximum
  }

  /// Whether no more pictures are taken.
  var isFull: Bool { pictures.count >= maximum }

  /// Adds `asset` (chosen by `album`, if by one) when it is a picture on the timeline with an
  /// id that is one, and not there yet; with its Live Photo clip, when it has one.
  mutating func add(_ asset: ImmichAnswers.Asset, album: String?, address: WebDAVAddress) {
    guard !isFull else { return }
    for picture in Self.pictures(asset, album: album, size: size, clips: clips, address: address)
    where seen.insert(picture.key).inserted {
      pictures.append(picture)
    }
  }

  /// `asset` as pictures of the mirror: itself, and with `clips` its Live Photo clip; none when
  /// it is not a picture (or, with `clips`, a video) on the timeline, or its id is not one (only
  /// hexadecimal digits and dashes go into a URL).
  ///
  /// A video, and a Live Photo's clip (its `livePhotoVideoId`, a hidden video asset), come as
  /// the server's encoded video (`/video/playback`, what Immich's own player plays), or as the
  /// file uploaded with ``ImmichSize/original``.
  static func pictures(
    _ asset: ImmichAnswers.Asset, album: String?, size: ImmichSize, clips: Bool = false,
    address: WebDAVAddress
  ) -> [RemotePicture] {
    let isVideo = asset.type == "VIDEO"
    guard asset.type == "IMAGE" || (clips && isVideo), asset.isTrashed != true,
      asset.isArchived != true, asset.visibility == nil || asset.visibility == "timeline",
      isID(asset.id)
    else { return [] }
    let facts = facts(of: asset, album: album)
    let path = address.path + "api/assets/"
    let stem = stem(of: asset.originalFileName)
    let location: String
    let name: String
    switch (size, isVideo) {
    case (.original, _):
      location = address.url(of: path + asset.id + "/original")
      name = asset.originalFileName
    case (_, true):
      location = address.url(of: path + asset.id + "/video/playback")
      name = stem + ".mp4"
    case (.preview, false), (.fullsize, false):
      location = address.url(of: path + asset.id + "/thumbnail?size=" + size.rawValue)
      name = stem + ".jpg"
    }
    let kind = isVideo && size != .original ? "playback" : size.rawValue
    var pictures = [
      RemotePicture(
        key: asset.id, location: location, name: name,
        version: "\(kind) \(asset.checksum ?? "") \(asset.thumbhash ?? "")",
        size: size == .original ? asset.exifInfo?.fileSizeInByte : nil, facts: facts)
    ]
    if clips, !isVideo, let clip = asset.livePhotoVideoId, isID(clip), clip != asset.id {
      let original = size == .original
      pictures.append(
        RemotePicture(
          key: clip,
          location: address.url(of: path + clip + (original ? "/original" : "/video/playback")),
          name: stem + ".MOV", version: (original ? "original " : "playback ") + clip,
          facts: facts, stillKey: asset.id))
    }
    return pictures
  }

  /// What Immich says of `asset`, chosen by `album`.
  private static func facts(of asset: ImmichAnswers.Asset, album: String?) -> SourceFacts {
    let exif = asset.exifInfo
    let place = [exif?.city, exif?.state, exif?.country].compactMap { $0 }.filter { !$0.isEmpty }
    return SourceFacts(
      taken: exif?.dateTimeOriginal.flatMap(seconds) ?? asset.fileCreatedAt.flatMap(seconds),
      modified: asset.fileModifiedAt.flatMap(seconds), album: album,
      description: exif?.description.flatMap { $0.isEmpty ? nil : $0 },
      place: place.isEmpty ? nil : place.joined(separator: ", "),
      people: (asset.people ?? []).map(\.name).filter { !$0.isEmpty },
      isFavorite: asset.isFavorite ?? false)
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
