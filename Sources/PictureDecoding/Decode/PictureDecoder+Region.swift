import Geometry
import PictureFiles

extension PictureDecoder {
  /// The picture at `path` fitted to `box`: the whole of it when `region` is nil, else only
  /// `region` (in the upright picture's own pixels: a zoomed picture's sharper detail).
  ///
  /// The one place the two decodes are told apart: the decode threads (``DecodeQueue``, for a
  /// ``DecodeRequest``) and the decoder worker (``DecodeWorker``, for a request it was sent)
  /// both call it.
  /// - Throws: the reason the file cannot be shown.
  package func decode(_ path: FilePath, region: PictureRegion?, fittingIn box: Size)
    throws(DecodeFailure) -> DecodedPicture
  {
    guard let region else { return try decode(path, fittingIn: box) }
    return try decode(path, region: region, fittingIn: box)
  }

  /// The picture `request` asks for, turned as it says: the whole picture or its region, with
  /// the box and the region mapped back onto the picture as the file shows it, and the pixels
  /// (every frame) and the size turned after.
  ///
  /// The decode threads (``DecodeQueue``) call it; the decoder processes see only the file's
  /// upright picture.
  /// - Throws: the reason the file cannot be shown.
  package func decode(_ request: DecodeRequest) throws(DecodeFailure) -> DecodedPicture {
    let turn = request.turn.orientation
    if let thumbnail = request.thumbnail {
      // Thumbnails are the file's picture, shared with file managers: turned once here.
      var picture = try self.thumbnail(
        request.path, size: thumbnail.size, cache: thumbnail.cache)
      picture.pixels = turn.apply(to: picture.pixels)
      picture.originalSize = turn.orientedSize(picture.originalSize)
      return picture
    }
    guard turn != .up else {
      return try decode(request.path, region: request.region, fittingIn: request.box)
    }
    // The box and the region of the turned picture, turned back.
    let region = request.region.map { turned in
      turn.storedRegion(turned, upright: request.turnedSize ?? turned.size)
    }
    var picture = try decode(
      request.path, region: region, fittingIn: turn.orientedSize(request.box))
    picture.pixels = turn.apply(to: picture.pixels)
    picture.originalSize = turn.orientedSize(picture.originalSize)
    if var animation = picture.animation {
      animation.frames = animation.frames.map(turn.apply)
      picture.animation = animation
      picture.pixels = animation.frames[0]
    }
    return picture
  }
}
