import Geometry
import PictureFiles

/// One item to decode for a box: the unit of scheduling, deduplication and caching.
///
/// The item carries its revision, so a request for a file's old content is a different request
/// from one for its new content.
package struct DecodeRequest: Hashable, Sendable {
  package let item: CarouselItem
  /// The drawable size the result must fit, in device pixels.
  package let box: Size
  /// The part of the picture to decode (a zoomed picture's detail), or nil for all of it; in
  /// the pixels of the picture as turned by ``turn``.
  package let region: PictureRegion?
  /// How the user turned the picture for viewing: the pixels come turned, and the box and the
  /// region are the turned picture's.
  package let turn: PictureTurn
  /// With a region and a turn: the whole turned picture's size in its own pixels (the region is
  /// mapped back onto the file's picture through it).
  package let turnedSize: Size?
  /// The thumbnail wanted instead of the picture (the overview grid's cells), and the cache it
  /// comes from; the box is then the thumbnail's.
  package let thumbnail: Thumbnail?

  /// A thumbnail asked for: its size, from the freedesktop cache at `cache`.
  package struct Thumbnail: Hashable, Sendable {
    package let size: ThumbnailSize
    package let cache: ThumbnailCache

    package init(size: ThumbnailSize, cache: ThumbnailCache) {
      self.size = size
      self.cache = cache
    }
  }

  package init(
    item: CarouselItem, box: Size, region: PictureRegion? = nil, turn: PictureTurn = .none,
    turnedSize: Size? = nil, thumbnail: Thumbnail? = nil
  ) {
    self.item = item
    self.box = box
    self.region = region
    self.turn = turn
    self.turnedSize = turnedSize
    self.thumbnail = thumbnail
  }

  /// The file to decode.
  package var path: FilePath { item.path }
}

/// What a worker hands back for a request.
package struct DecodeResult: Sendable {
  package let request: DecodeRequest
  package let outcome: Result<DecodedPicture, DecodeFailure>
}
