import PictureDecoding
import PictureFiles

/// What a frame remembers across restarts: the picture shown and the one after it, the
/// shuffle (its seed, its round and each picture's place in it), how often each picture was
/// shown, the hidden pictures and the pictures turned for viewing.
///
/// Kept in the instance's state file (``StateFile``) as text (`FrameState+Text`): the head
/// (everything but the pictures' lines) is read before the first picture, the pictures' lines
/// once it is on screen.
package struct FrameState: Equatable {
  /// When it was written, on the wall clock (s since 1970 UTC).
  var saved = 0.0
  /// The picture shown when it was written.
  var shown: FilePath?
  /// The picture after it in the order shown (the next of its round): where a kiosk goes on.
  var next: FilePath?
  /// The shuffle's seed, when the pictures were shuffled.
  var seed: UInt64?
  /// The weighted shuffle's round (``ShuffleRound``), counted from 0.
  var round = 0
  /// The picture of the round before that comes last in this one until the carousel moves on.
  var deferred: FilePath?
  /// The hidden pictures, oldest first, by absolute path.
  var hidden: [FilePath] = []
  /// The pictures turned for viewing (R, Shift+R, Shift+H, Shift+V), by absolute path.
  var turns: [FilePath: PictureTurn] = [:]
  /// The pictures' lines: each one's showing count and its place in the round.
  var pictures: [FilePath: Picture] = [:]

  /// What the state keeps of one picture.
  package struct Picture: Equatable {
    /// How many times the frame has shown it.
    var count = 0
    /// Its rank in the weighted shuffle's round, if it has one.
    var rank: Double?
  }
}
