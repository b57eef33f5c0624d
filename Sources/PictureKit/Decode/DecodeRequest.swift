import SDLKit

/// One picture to decode for a box: the unit of scheduling, deduplication and caching.
package struct DecodeRequest: Hashable, Sendable {
  let path: PicturePath
  /// The drawable size the result must fit, in device pixels.
  let box: Size
}

/// What a worker hands back for a request.
package struct DecodeResult: Sendable {
  let request: DecodeRequest
  let outcome: Result<DecodedPicture, DecodeFailure>
}
