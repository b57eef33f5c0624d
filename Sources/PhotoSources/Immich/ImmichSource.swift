import HTTPTransfer
import SystemKit

/// An Immich server as a source: its version read first (``ImmichVersion``: others are
/// refused), then the pictures the ``ImmichSelection`` names, each fetched in the size
/// ``ImmichSize`` names, with the API key in the `x-api-key` header.
///
/// Only pictures (`IMAGE`) on the timeline are listed, and with ``clips`` videos and each Live
/// Photo's clip (``ImmichListing``): archived, hidden, locked and trashed ones leave the
/// mirror at the next refresh. A picture's key is its id, its version its
/// checksum, thumbhash and size, and its facts what Immich says of it (date taken, place,
/// people, the album it was chosen by, favourite, description).
package struct ImmichSource: PhotoSource {
  /// The server's address (its API is below `api/`).
  package let address: WebDAVAddress
  /// The API key (Immich: Account Settings, API Keys).
  package let key: String
  package let selection: ImmichSelection
  package let size: ImmichSize
  /// Whether videos and Live Photos' clips are mirrored too (`--videos` is not `off`).
  package let clips: Bool
  /// Whether the show is shuffled (`--shuffle`): the whole timeline is then a random sample
  /// (``SourceConstants/immichPageSize`` pictures, `POST /api/search/random`), new at each
  /// refresh, rather than the newest pictures.
  package let shuffled: Bool
  /// A PEM file of the authorities to trust instead of the system's.
  package let certificateAuthorities: String?
  /// The wall clock, in s from the Unix epoch, and the zone whose "today" memories are of.
  package let wallTime: @Sendable () -> Double
  package let zone: LocalZone
  /// The bounds of each API request and each download.
  package var listingLimits = HTTPLimits.listing
  package var pictureLimits = HTTPLimits.picture
  /// Pictures listed at most; the rest is left out.
  package var maximumPictures = SourceConstants.maximumPictures
  /// Pictures asked for in one page of a search.
  package var pageSize = SourceConstants.immichPageSize

  package init(
    address: WebDAVAddress, key: String, selection: ImmichSelection = ImmichSelection(),
    size: ImmichSize = .preview, clips: Bool = false, shuffled: Bool = false,
    certificateAuthorities: String? = nil,
    wallTime: @escaping @Sendable () -> Double, zone: LocalZone = .system
  ) {
    self.address = address
    self.key = key
    self.selection = selection
    self.size = size
    self.clips = clips
    self.shuffled = shuffled
    self.certificateAuthorities = certificateAuthorities
    self.wallTime = wallTime
    self.zone = zone
  }

  package var description: String { "immich " + address.url(of: address.path) }

  package func list(using client: HTTPClient) throws(SourceError) -> [RemotePicture] {
    let version = try serverVersion(using: client)
    guard version.isKnownToWork else {
      throw .unusable(
        "Immich \(version) is not known to work (known: \(ImmichVersion.knownRange)); "
          + "the mirror is left as it is")
    }
    var listing = ImmichListing(size: size, clips: clips, maximum: maximumPictures)
    if selection.isWholeTimeline {
      if shuffled {
        try randomSample(into: &listing, using: client)
      } else {
        try search([:], album: nil, into: &listing, using: client)
      }
      return listing.pictures
    }
    for (id, name) in try ids(of: selection.albums, in: .albums, using: client) {
      try search(
        ["albumIds": "[" + JSONString.quote(id) + "]"], album: name, into: &listing, using: client)
    }
    for (id, _) in try ids(of: selection.people, in: .people, using: client) {
      try search(
        ["personIds": "[" + JSONString.quote(id) + "]"], album: nil, into: &listing, using: client)
    }
    if let tag = selection.tag {
      for (id, _) in try ids(of: [tag], in: .tags, using: client) {
        try search(
          ["tagIds": "[" + JSONString.quote(id) + "]"], album: nil, into: &listing, using: client)
      }
    }
    if selection.favorites {
      try search(["isFavorite": "true"], album: nil, into: &listing, using: client)
    }
    if selection.memories { try memories(into: &listing, using: client) }
    return listing.pictures
  }

  package func fetch(_ picture: RemotePicture, to descriptor: Int32, using client: HTTPClient)
    throws(SourceError)
  {
    var request = HTTPRequest(url: picture.location, limits: pictureLimits)
    request.headers = ["x-api-key: " + key]
    request.certificateAuthorities = certificateAuthorities
    let response: HTTPResponse
    do { response = try client.download(request, to: descriptor) } catch { throw .http(error) }
    guard response.isSuccess else {
      throw .status(response.status, "GET " + Self.path(of: picture.location, in: address))
    }
  }
}
