import Geometry

extension PageLayout {
  /// Where a picture goes in `frame` under `fit`, in device pixels: the part of the texture to
  /// draw (nil: all of it) and the rectangle it fills.
  ///
  /// - Parameters:
  ///   - texture: the decoded picture's size (fitted into the window, never enlarged).
  ///   - original: the picture's own size; `none` never draws it larger than this, `limited`
  ///     never more than twice as large.
  static func place(_ texture: Size, original: Size, in frame: Rect, fit: PictureFit)
    -> (source: Rect?, destination: Rect)
  {
    guard texture.width > 0, texture.height > 0, original.width > 0, original.height > 0 else {
      return (nil, frame)
    }
    switch fit {
    case .contain:
      return (nil, aspectFit(texture, in: frame))
    case .none, .limited:
      let scale = min(
        fit.largestEnlargement ?? 1, frame.width / Double(original.width),
        frame.height / Double(original.height))
      let width = Double(original.width) * scale
      let height = Double(original.height) * scale
      return (
        nil,
        Rect(
          x: frame.x + (frame.width - width) / 2, y: frame.y + (frame.height - height) / 2,
          width: width, height: height)
      )
    case .cover:
      let scale = max(
        frame.width / Double(texture.width), frame.height / Double(texture.height))
      let width = frame.width / scale
      let height = frame.height / scale
      let source = Rect(
        x: (Double(texture.width) - width) / 2, y: (Double(texture.height) - height) / 2,
        width: width, height: height)
      return (source, frame)
    }
  }
}
