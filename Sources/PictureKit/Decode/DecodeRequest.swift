import Geometry

/// One item to decode for a box: the unit of scheduling, deduplication and caching.
///
/// The item carries its revision, so a request for a file's old content is a different request
/// from one for its new content.
package struct DecodeRequest: Hashable, Sendable {
  package let item: CarouselItem
  /// The drawable size the result must fit, in device pixels.
  package let box: Size
  /// The part of the picture to decode (a zoomed picture's detail), or nil for all of it.
  package let region: PictureRegion?

  package init(item: CarouselItem, box: Size, region: PictureRegion? = nil) {
    self.item = item
    self.box = box
    self.region = region
  }

  /// The file to decode.
  package var path: FilePath { item.path }
}

/// What a worker hands back for a request.
package struct DecodeResult: Sendable {
  package let request: DecodeRequest
  package let outcome: Result<DecodedPicture, DecodeFailure>
}
