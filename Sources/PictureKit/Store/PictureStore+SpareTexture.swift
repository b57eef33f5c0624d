import Geometry
import PictureDecoding
import SDLKit

extension PictureStore {
  /// Makes the texture a picture of `size` will be uploaded into, before its pixels are
  /// decoded: the first picture's, while the main thread would otherwise wait for its decode.
  ///
  /// A texture of 1920×1080 is 8 MB of memory that SDL's software renderer allocates and clears
  /// when it is made; made here, the upload only copies the pixels. A guess that proves wrong
  /// (another size, or a picture with transparency where `isOpaque` was guessed) costs only the
  /// memory until the next upload, which lets it go. Nothing is made when a decode has finished
  /// already: its upload would wait for it.
  package func prepareTexture(size: Size, isOpaque: Bool) {
    guard size.area > 0, queue.finishedCount == 0 else { return }
    spareTexture = try? Texture(renderer: renderer, size: size, isOpaque: isOpaque)
  }

  /// A texture holding `pixels`: the spare one when it fits, else a new one.
  func upload(_ pixels: PixelBuffer, isOpaque: Bool) throws(SDLError) -> Texture {
    let spare = spareTexture
    spareTexture = nil
    if let spare, spare.size == pixels.size, spare.isOpaque == isOpaque {
      try spare.update(argbPixels: pixels.pixels)
      return spare
    }
    return try Texture(
      renderer: renderer, argbPixels: pixels.pixels, size: pixels.size, isOpaque: isOpaque)
  }
}
