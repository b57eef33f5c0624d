import Geometry
import PictureFiles

/// The backdrop of a picture (`--backdrop blur`): the picture scaled to cover a page, blurred
/// strongly and darkened, as a tiny opaque copy that linear filtering enlarges smoothly.
///
/// Made once per picture, at decode time, from the decoded pixels (in the decoder process);
/// a few hundred pixels, so making it costs far less than the decode it follows.
package enum Backdrop {
  /// The backdrop of `pixels` for a page of `page` device pixels: the part of the picture with
  /// the page's shape, centred (what covering the page shows), shrunk to
  /// ``PipelineConstants/backdropLongSide`` pixels along the page's longer side, blurred and
  /// darkened; transparent pixels count as black.
  package static func make(from pixels: PixelBuffer, page: Size) -> PixelBuffer {
    let size = size(for: page)
    let crop = coverCrop(of: pixels.size, for: page)
    var channels = sample(pixels, crop: crop, into: size)
    for _ in 0..<PipelineConstants.backdropBlurPasses {
      blur(&channels, size: size)
    }
    let darkening = PipelineConstants.backdropBrightness
    let packed = (0..<size.area).map { index -> UInt32 in
      let red = UInt32(min(255, (channels[index * 3] * darkening).rounded()))
      let green = UInt32(min(255, (channels[index * 3 + 1] * darkening).rounded()))
      let blue = UInt32(min(255, (channels[index * 3 + 2] * darkening).rounded()))
      return 0xFF00_0000 | red << 16 | green << 8 | blue
    }
    return PixelBuffer(size: size, pixels: packed)
  }

  /// The backdrop's size for `page`: the page's shape, its longer side
  /// ``PipelineConstants/backdropLongSide`` pixels, each side at least 1.
  package static func size(for page: Size) -> Size {
    let long = Double(PipelineConstants.backdropLongSide)
    let width = Double(max(page.width, 1))
    let height = Double(max(page.height, 1))
    let scale = long / max(width, height)
    return Size(
      width: max(1, Int((width * scale).rounded())), height: max(1, Int((height * scale).rounded()))
    )
  }

  /// The centred part of a picture of `picture` pixels with the shape of `page`, in its pixels:
  /// what a page covered by the picture shows.
  static func coverCrop(of picture: Size, for page: Size)
    -> (x: Double, y: Double, width: Double, height: Double)
  {
    let width = Double(max(picture.width, 1))
    let height = Double(max(picture.height, 1))
    let pageShape = Double(max(page.width, 1)) / Double(max(page.height, 1))
    if width / height > pageShape {
      let cropped = height * pageShape
      return ((width - cropped) / 2, 0, cropped, height)
    }
    let cropped = width / pageShape
    return (0, (height - cropped) / 2, width, cropped)
  }

  /// The mean colour of each output pixel's part of `crop`, from a grid of
  /// ``PipelineConstants/backdropSamples`` squared samples in it (the blur after it hides what
  /// a full area average would add), as red, green, blue values 0...255, alpha applied over
  /// black.
  private static func sample(
    _ pixels: PixelBuffer, crop: (x: Double, y: Double, width: Double, height: Double),
    into size: Size
  ) -> [Double] {
    let samples = PipelineConstants.backdropSamples
    let cellWidth = crop.width / Double(size.width)
    let cellHeight = crop.height / Double(size.height)
    let maximumX = pixels.size.width - 1
    let maximumY = pixels.size.height - 1
    var channels = [Double](repeating: 0, count: size.area * 3)
    for v in 0..<size.height {
      for u in 0..<size.width {
        var sums = (0.0, 0.0, 0.0)
        for j in 0..<samples {
          let y = crop.y + (Double(v) + (Double(j) + 0.5) / Double(samples)) * cellHeight
          let row = min(max(Int(y), 0), maximumY)
          for i in 0..<samples {
            let x = crop.x + (Double(u) + (Double(i) + 0.5) / Double(samples)) * cellWidth
            let argb = pixels.pixel(x: min(max(Int(x), 0), maximumX), y: row)
            let alpha = Double(argb >> 24) / 255
            sums.0 += Double(argb >> 16 & 0xFF) * alpha
            sums.1 += Double(argb >> 8 & 0xFF) * alpha
            sums.2 += Double(argb & 0xFF) * alpha
          }
        }
        let count = Double(samples * samples)
        let index = (v * size.width + u) * 3
        channels[index] = sums.0 / count
        channels[index + 1] = sums.1 / count
        channels[index + 2] = sums.2 / count
      }
    }
    return channels
  }

  /// One box blur of ``PipelineConstants/backdropBlurRadius`` pixels, across then down, the
  /// edges repeated beyond the picture (three passes make it nearly Gaussian).
  private static func blur(_ channels: inout [Double], size: Size) {
    let radius = PipelineConstants.backdropBlurRadius
    let window = Double(2 * radius + 1)
    var across = channels
    for y in 0..<size.height {
      for x in 0..<size.width {
        for channel in 0..<3 {
          var sum = 0.0
          for offset in -radius...radius {
            let column = min(max(x + offset, 0), size.width - 1)
            sum += channels[(y * size.width + column) * 3 + channel]
          }
          across[(y * size.width + x) * 3 + channel] = sum / window
        }
      }
    }
    for y in 0..<size.height {
      for x in 0..<size.width {
        for channel in 0..<3 {
          var sum = 0.0
          for offset in -radius...radius {
            let row = min(max(y + offset, 0), size.height - 1)
            sum += across[(row * size.width + x) * 3 + channel]
          }
          channels[(y * size.width + x) * 3 + channel] = sum / window
        }
      }
    }
  }
}
