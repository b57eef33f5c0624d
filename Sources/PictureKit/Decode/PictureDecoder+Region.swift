import Geometry

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
}
