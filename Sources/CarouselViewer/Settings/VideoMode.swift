import PictureDecoding
import PictureFiles

/// Whether clips are shown, and heard (`--videos`).
package enum VideoMode: String, CaseIterable, Sendable {
  /// No clip is listed: a folder's clips are left out, as before clips were shown.
  case off
  /// Clips are listed and play muted until `m` or `unmute` turns their sound on.
  case muted
  /// Clips start unmuted: heard while they play, through SDL's audio (``ClipSpeaker``).
  case sound

  /// Whether clips are items.
  var listsClips: Bool { self != .off }
}

extension Options {
  /// Which of the folders' files are items: text slides unless `--no-text-slides`, clips
  /// unless `--videos off`.
  package var listing: ItemListing {
    ItemListing(textSlides: !skipsTextSlides, clips: videos.listsClips)
  }

  /// The binary that runs clips' video workers: this one, unless `--videos off`.
  var videoWorker: String? { videos.listsClips ? "/proc/self/exe" : nil }

  /// `decoder`, showing clips as their first frame (``ClipStillDecoder``, with `--hwdec`)
  /// unless `--videos off`; a start's first clip kept open in `handoff`, when given.
  func showingClipStills(_ decoder: any PictureDecoder, handoff: ClipHandoff? = nil)
    -> any PictureDecoder
  {
    guard let videoWorker else { return decoder }
    return ClipStillDecoder(
      base: decoder, executable: videoWorker, hardware: hardwareDecoding, handoff: handoff)
  }
}
