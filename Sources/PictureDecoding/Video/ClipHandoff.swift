import Geometry
import PictureFiles
import SystemKit

/// A clip opened for its first frame, kept open for the player instead of ended.
///
/// A carousel started on a clip shows its first frame (``ClipStillDecoder``) and then plays it.
/// Opening it a second time would load FFmpeg in a second worker while the first one's has just
/// done so, most of the time from the still on screen to the first new frame. So the start says
/// which clip it wants (``want(_:box:)``); the still's decoder hands that clip over
/// (``keep(_:box:)``) after taking its first frame, paused on it, and the player takes it
/// (``take(_:box:pacing:)``) when it opens that clip at that size.
///
/// Holds one clip at most. The lock makes each step safe from any thread; the clip inside is
/// used by one thread at a time (the decoding thread before it is kept, the taker after). Its
/// worker is the child of the decoding thread, which lives as long as the decode queue.
package final class ClipHandoff: Sendable {
  private struct Wanted {
    let path: FilePath
    let box: Size
    var clip: VideoClip?
  }

  private let wanted = Locked<Wanted?>(nil)

  package init() {}

  deinit {
    drop()
  }

  /// Asks that the clip at `path`, when its first frame is decoded for `box`, be kept open;
  /// replaces an earlier wish and closes a clip it kept.
  package func want(_ path: FilePath, box: Size) {
    let earlier = wanted.withLock { wanted -> VideoClip? in
      defer { wanted = Wanted(path: path, box: box) }
      return wanted?.clip
    }
    earlier?.close()
  }

  /// Whether the clip at `path` is wanted or kept (a player need not start a spare worker).
  package func covers(_ path: FilePath) -> Bool {
    wanted.withLock { $0?.path == path }
  }

  /// Keeps `clip`, opened for `box` and paused on its first frame, when it is the one wanted
  /// and none is kept yet.
  /// - Returns: whether it was kept (the caller must not close it).
  func keep(_ clip: VideoClip, box: Size) -> Bool {
    wanted.withLock { wanted in
      guard var wish = wanted, wish.clip == nil, wish.path == clip.source.path,
        clip.source.offset == 0, wish.box == box
      else { return false }
      wish.clip = clip
      wanted = wish
      return true
    }
  }

  /// The clip kept for `path` when it was opened for `box` on `pacing`, or nil.
  ///
  /// Handed over once: the caller owns it. A kept clip of another size or pacing is closed.
  package func take(_ path: FilePath, box: Size, pacing: ClipPacing) -> VideoClip? {
    let kept = wanted.withLock { wanted -> (VideoClip, fits: Bool)? in
      guard let wish = wanted, wish.path == path, let clip = wish.clip else { return nil }
      wanted = nil
      return (clip, wish.box == box && clip.pacing == pacing)
    }
    guard let kept else { return nil }
    guard kept.fits else {
      kept.0.close()
      return nil
    }
    return kept.0
  }

  /// Forgets the wish unless it is for `path`, and closes the clip kept for it.
  package func drop(unless path: FilePath? = nil) {
    let kept = wanted.withLock { wanted -> VideoClip? in
      guard let wish = wanted, wish.path != path else { return nil }
      wanted = nil
      return wish.clip
    }
    kept?.close()
  }
}
