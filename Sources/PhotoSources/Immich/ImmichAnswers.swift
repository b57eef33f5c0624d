import FoundationEssentials

/// The parts of Immich's answers Carousel reads, as its API document names them (kept in
/// `Tests/Fixtures/immich-api/`); every field Carousel can do without is optional, so that a
/// field Immich drops costs that fact, not the picture.
enum ImmichAnswers {
  /// `GET /api/server/version`: `ServerVersionResponseDto`.
  struct Version: Decodable {
    var major: Int
    var minor: Int
    var patch: Int
  }

  /// `GET /api/albums`: a list of `AlbumResponseDto`.
  struct Album: Decodable {
    var id: String
    var albumName: String
  }

  /// `GET /api/people`: `PeopleResponseDto`, a page of `PersonResponseDto`.
  struct People: Decodable {
    var people: [Person]
    var hasNextPage: Bool?
  }

  struct Person: Decodable {
    var id: String
    var name: String
  }

  /// `GET /api/tags`: a list of `TagResponseDto` (`value` is the tag's full path).
  struct Tag: Decodable {
    var id: String
    var name: String
    var value: String?
  }

  /// `GET /api/memories`: a list of `MemoryResponseDto`.
  struct Memory: Decodable {
    var assets: [Asset]
  }

  /// `POST /api/search/metadata`: `SearchResponseDto`, its `assets` a page of them.
  struct Search: Decodable {
    var assets: Page
  }

  // `POST /api/search/random` answers a list of `Asset`: no type of its own.

  /// `SearchAssetResponseDto`: `nextPage` is the next page's number, as text, or null.
  struct Page: Decodable {
    var items: [Asset]
    var nextPage: String?
  }

  /// `AssetResponseDto`.
  struct Asset: Decodable {
    var id: String
    var type: String
    var originalFileName: String
    var checksum: String?
    var thumbhash: String?
    var fileCreatedAt: String?
    var fileModifiedAt: String?
    var isFavorite: Bool?
    var isArchived: Bool?
    var isTrashed: Bool?
    var visibility: String?
    var exifInfo: Exif?
    var people: [Person]?
    /// The hidden video asset of a Live Photo (or of a Motion Photo Immich took apart).
    var livePhotoVideoId: String?
  }

  /// `ExifResponseDto`.
  struct Exif: Decodable {
    var city: String?
    var state: String?
    var country: String?
    var description: String?
    var dateTimeOriginal: String?
    var fileSizeInByte: Int?
  }

  /// `answer` read as `T`.
  /// - Throws: ``SourceError/malformed(_:)`` naming `what` when it is not `T`'s JSON.
  static func decode<T: Decodable>(_ type: T.Type, from answer: [UInt8], _ what: String)
    throws(SourceError) -> T
  {
    do { return try JSONDecoder().decode(T.self, from: Data(answer)) } catch {
      throw .malformed("\(what) is not the JSON Immich's API document says")
    }
  }
}
