import Control

/// What Carousel says of itself on MPRIS, made from its status: the root interface's
/// properties (constant) and the player's (the slideshow as playback, the picture as the
/// track).
package enum MPRISProperties {
  /// `org.mpris.MediaPlayer2`'s properties, in the specification's order.
  package static let root: [BusValue.Entry] = [
    .init("CanQuit", .bool(true)), .init("CanRaise", .bool(true)),
    .init("HasTrackList", .bool(false)), .init("Identity", .string(MPRISConstants.identity)),
    .init("DesktopEntry", .string(MPRISConstants.desktopEntry)),
    .init("SupportedUriSchemes", .strings(MPRISConstants.uriSchemes)),
    .init("SupportedMimeTypes", .strings(MPRISConstants.mimeTypes)),
  ]

  /// `org.mpris.MediaPlayer2.Player`'s properties for `status`.
  ///
  /// `PlaybackStatus` is `Playing` while the slideshow runs or a clip plays, else `Paused`
  /// (`Stopped` without pictures); next and previous can go unless the carousel stops at its
  /// ends (`--no-wrap`) and is at one. A clip on screen can seek: `Position` is where it was
  /// at its latest play, pause, seek or end (``ClipState/position``; a client counts on from
  /// there at the rate), its length is in the metadata. `Volume` is a clip's volume (0 to 1;
  /// 1 without a clip); the rate is fixed: nothing plays faster or slower.
  package static func player(_ status: Status) -> [BusValue.Entry] {
    let index = status.index ?? 0
    let hasPictures = status.count > 0
    let isPlaying = !status.isPaused || status.clip?.isPlaying == true
    let playback = !hasPictures ? "Stopped" : isPlaying ? "Playing" : "Paused"
    let position = status.clip.map { microseconds($0.position) } ?? 0
    return [
      .init("PlaybackStatus", .string(playback)), .init("Rate", .double(1)),
      .init("Metadata", .dictionary(metadata(status))),
      .init("Volume", .double(Double(status.clip?.volume ?? 100) / 100)),
      .init("Position", .int64(position)), .init("MinimumRate", .double(1)),
      .init("MaximumRate", .double(1)),
      .init("CanGoNext", .bool(hasPictures && (status.wraps || index < status.count))),
      .init("CanGoPrevious", .bool(hasPictures && (status.wraps || index > 1))),
      .init("CanPlay", .bool(hasPictures)), .init("CanPause", .bool(true)),
      .init("CanSeek", .bool(status.clip != nil)), .init("CanControl", .bool(true)),
    ]
  }

  /// Where the clip of `new` jumped to since `old`, in µs, for `Seeked`: when both show the
  /// same clip and it was sought or stepped since (a play or a pause is no jump); else nil.
  package static func seekedPosition(from old: Status, to new: Status) -> Int64? {
    guard let clip = new.clip, let before = old.clip, old.index == new.index,
      old.path == new.path, clip.seeks != before.seeks
    else { return nil }
    return microseconds(clip.position)
  }

  /// `seconds` in whole µs, as MPRIS counts time.
  static func microseconds(_ seconds: Double) -> Int64 {
    Int64((seconds * 1e6).rounded())
  }

  /// The id of the track `status` shows (the picture's number), or the no-track path.
  package static func trackID(_ status: Status) -> String {
    status.index.map { MPRISConstants.trackPrefix + String($0) } ?? MPRISConstants.noTrack
  }

  /// The picture as a track: its id, its file name as the title, its folder as the album, and
  /// its `file://` URL as the track's and its art's; a clip's length (`mpris:length`, µs).
  static func metadata(_ status: Status) -> [BusValue.Entry] {
    guard status.index != nil, let path = status.path else {
      return [.init("mpris:trackid", .objectPath(MPRISConstants.noTrack))]
    }
    var entries: [BusValue.Entry] = [
      .init("mpris:trackid", .objectPath(trackID(status))),
      .init("xesam:title", .string(status.name ?? "")),
    ]
    if let clip = status.clip {
      entries.append(.init("mpris:length", .int64(microseconds(clip.length))))
    }
    if let folder = status.folder, let album = folder.split(separator: "/").last {
      entries.append(.init("xesam:album", .string(String(album))))
    }
    let url = fileURL(path)
    entries += [.init("xesam:url", .string(url)), .init("mpris:artUrl", .string(url))]
    return entries
  }

  /// `path` as a `file://` URL: every byte but ASCII letters, digits, `-._~` and `/`
  /// percent-encoded (RFC 3986).
  package static func fileURL(_ path: String) -> String {
    var url = "file://"
    for byte in path.utf8 {
      let isPlain =
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        || (0x30...0x39).contains(byte) || "-._~/".utf8.contains(byte)
      if isPlain {
        url.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        url += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return url
  }

  /// The entries of `new` that differ from `old`'s of the same name, for `PropertiesChanged`.
  package static func changes(from old: [BusValue.Entry], to new: [BusValue.Entry])
    -> [BusValue.Entry]
  {
    new.filter { entry in old.first { $0.key == entry.key }?.value != entry.value }
  }
}
