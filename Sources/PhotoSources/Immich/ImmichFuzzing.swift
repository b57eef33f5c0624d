/// What `carousel-fuzz`'s `immich` target runs.
///
/// The bytes read as each of Immich's answers Carousel reads (``ImmichAnswers``), each asset
/// made mirror pictures (its clip too) in every size, and each name a mirror file name as a refresh would.
/// Traps when a name could leave the mirror's folder or hide in it, or a picture's URL could
/// leave the server's API.
package enum ImmichFuzzing {
  /// Runs the bytes through the readers; any outcome is fine but a trap.
  package static func run(_ bytes: [UInt8]) {
    guard let address = WebDAVAddress("https://photos.local/") else { return }
    _ = try? ImmichAnswers.decode(ImmichAnswers.Version.self, from: bytes, "fuzz")
    _ = try? ImmichAnswers.decode([ImmichAnswers.Album].self, from: bytes, "fuzz")
    _ = try? ImmichAnswers.decode([ImmichAnswers.Tag].self, from: bytes, "fuzz")
    _ = try? ImmichAnswers.decode(ImmichAnswers.People.self, from: bytes, "fuzz")
    var assets =
      (try? ImmichAnswers.decode(ImmichAnswers.Search.self, from: bytes, "fuzz"))?
      .assets.items ?? []
    assets += (try? ImmichAnswers.decode([ImmichAnswers.Asset].self, from: bytes, "fuzz")) ?? []
    assets +=
      (try? ImmichAnswers.decode([ImmichAnswers.Memory].self, from: bytes, "fuzz"))?
      .flatMap(\.assets) ?? []
    for asset in assets {
      for size in ImmichSize.allCases {
        for picture in ImmichListing.pictures(
          asset, album: nil, size: size, clips: true, address: address)
        {
          precondition(
            picture.location.hasPrefix("https://photos.local/api/assets/")
              && !picture.location.contains(".."),
            "a picture's URL leaves the API: \(picture.location)")
          guard let safe = MirrorName.sanitised(picture.name) else { continue }
          precondition(
            !safe.contains("/") && !safe.hasPrefix(".")
              && safe.utf8.count <= MirrorName.maximumBytes,
            "an unsafe mirror name: \(safe)")
        }
      }
    }
  }
}
