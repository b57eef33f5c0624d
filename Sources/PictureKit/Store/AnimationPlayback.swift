import PictureDecoding
import SDLKit

/// An animation on screen: one texture whose pixels become the frame due, on a clock of its
/// own that runs only while the animation is visible and the carousel rests.
///
/// Main thread only (it owns a texture).
final class AnimationPlayback {
  /// The texture the page draws; it always holds the frame shown.
  let texture: Texture
  let animation: PictureAnimation
  private(set) var shownFrame = 0
  /// Seconds played so far.
  private(set) var played = 0.0
  /// The `now` of the last advance while playing; nil while paused.
  private var lastNow: Double?

  init(texture: Texture, animation: PictureAnimation) {
    self.texture = texture
    self.animation = animation
  }

  /// Bytes of the frames kept in memory besides the texture.
  var frameBytes: Int { animation.byteCount }

  /// Moves the clock to `now` when `playing` (else holds it), and shows the frame due.
  /// - Returns: whether the texture changed.
  func advance(now: Double, playing: Bool) -> Bool {
    if playing, let lastNow { played += max(0, now - lastNow) }
    lastNow = playing ? now : nil
    let due = animation.frame(at: played).index
    guard due != shownFrame else { return false }
    shownFrame = due
    try? texture.update(argbPixels: animation.frames[due].pixels)
    return true
  }

  /// When the next frame is due, in the caller's time, while playing; nil while paused.
  func nextChange() -> Double? {
    guard let lastNow else { return nil }
    return lastNow + animation.frame(at: played).endsAt - played
  }
}
