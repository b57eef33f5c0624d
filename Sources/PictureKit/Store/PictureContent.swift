import Geometry
import PictureFiles
import SDLKit

/// What a page shows for one item of the carousel.
package enum PictureContent {
  /// The decoded picture, already on the renderer, with its size before any downscaling.
  case picture(Texture, originalSize: Size)
  /// A text slide, drawn directly each frame (its lines are fitted to the page when drawn).
  case text(TextSlide)
  /// The file could not be shown; `reason` says why in a few words, under `title`.
  case failure(reason: String, title: String = DecodeFailure.unknownFormat.title)
  /// The picture is still being decoded; a spinner shows until it is there.
  case loading
}
