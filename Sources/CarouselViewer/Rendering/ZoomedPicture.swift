import Geometry
import SDLKit

/// How a zoomed picture is drawn in its page (docs/physics.md §17), in device pixels.
package struct ZoomedPicture {
  /// Where the whole picture goes: beyond the page where zoomed in, clipped to it.
  var picture: Rect
  /// The picture's own size, in its pixels.
  var originalSize: Size
  /// The sharper decode of a part of it, when there is one: the texture and the part it shows,
  /// in the picture's own pixels.
  var detail: (texture: Texture, region: Rect)?
}
