import Geometry
import PictureDecoding
import PictureFiles
import SDLKit

extension SDLImageCodec {
  /// Renders the SVG in `bytes` at its header's size fitted into `box`, bounded on both sides.
  ///
  /// nanosvg measures the file itself, and its aspect ratio may differ from the header's (units
  /// the header does not read, a size taken from the content): bounding both sides keeps the
  /// surface within the fitted size whatever it finds. A surface larger than that (beyond
  /// SDL_image's rounding up of each side) is refused, never used.
  func renderSVG(_ bytes: [UInt8], headerSize: Size, box: Size) throws(DecodeFailure) -> Surface {
    let asked = PixelBuffer.fittedSize(headerSize, in: box)
    let rendered = bytes.withUnsafeBytes { raw -> Result<Surface, SDLError> in
      Result { () throws(SDLError) -> Surface in try Surface(renderingSVG: raw, fittingIn: asked) }
    }
    let surface: Surface
    switch rendered {
    case .success(let value): surface = value
    case .failure(let error): throw .corrupt(.svg, error.message)
    }
    let size = surface.size
    guard size.width <= asked.width + 1, size.height <= asked.height + 1
    else { throw .sizeMismatch(.svg, header: asked, decoded: size) }
    return surface
  }
}
