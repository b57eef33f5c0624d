import TestSupport
import Testing

@testable import PictureFiles

/// Motion Photos' clips found in their files (``MotionPhotoLocator``): Google's XMP under both
/// prefixes, as attributes and elements, the older Micro Video, Samsung's JPEG trailer and HEIC
/// `mpvd` box; the `ftyp` check and its scan; hostile numbers refused.
@Suite struct MotionPhotoLocatorTests {
  /// A stand-in JPEG: its start, `segments`, some scan bytes and its end.
  static func jpeg(_ segments: [UInt8]) -> [UInt8] {
    [0xFF, 0xD8] + segments + [0xFF, 0xDA, 0, 2] + [UInt8](repeating: 0x42, count: 3_000)
      + [0xFF, 0xD9]
  }

  static func locate(_ bytes: [UInt8], _ format: PictureFormat = .jpeg) -> EmbeddedClip? {
    MotionPhotoLocator.clip(in: InMemoryBytes(all: bytes), format: format)
  }

  @Test(arguments: [("Camera", false), ("GCamera", false), ("Camera", true), ("GCamera", true)])
  func aGoogleMotionPhotosClip(prefix: String, asElements: Bool) {
    let clip = MotionPhotoBytes.fakeClip(length: 5_000)
    let still = Self.jpeg(
      MotionPhotoBytes.googleSegment(prefix: prefix, clipLength: clip.count, asElements: asElements)
    )
    let found = Self.locate(still + clip)
    #expect(found == EmbeddedClip(origin: .motionPhoto, range: still.count..<(still.count + 5_000)))
  }

  @Test func anOlderMicroVideo() {
    let clip = MotionPhotoBytes.fakeClip(length: 4_000)
    let still = Self.jpeg(MotionPhotoBytes.microVideoSegment(offset: clip.count))
    #expect(
      Self.locate(still + clip)
        == EmbeddedClip(origin: .microVideo, range: still.count..<(still.count + 4_000)))
  }

  /// An editor added bytes between the still and the clip and left the length: the `ftyp` box
  /// is found by the scan, and the clip runs from it to where the directory says it ends.
  @Test func aClipNotWhereTheLengthSaysIsFoundByItsFTYP() {
    let clip = MotionPhotoBytes.fakeClip(length: 5_000)
    let still = Self.jpeg(MotionPhotoBytes.googleSegment(prefix: "Camera", clipLength: 5_100))
    let bytes = still + [UInt8](repeating: 0, count: 300) + clip
    let start = still.count + 300
    #expect(Self.locate(bytes)?.range == start..<bytes.count)
  }

  @Test func noFTYPNoClip() {
    let notAClip = [UInt8](repeating: 0x11, count: 5_000)
    let still = Self.jpeg(MotionPhotoBytes.googleSegment(prefix: "Camera", clipLength: 5_000))
    #expect(Self.locate(still + notAClip) == nil)
    #expect(Self.locate(Self.jpeg([])) == nil)
  }

  @Test func aSamsungTrailer() {
    let clip = MotionPhotoBytes.fakeClip(length: 6_000)
    let still = Self.jpeg([])
    let trailer = MotionPhotoBytes.samsungTrailer(clip: clip)
    let found = Self.locate(still + trailer)
    #expect(found?.origin == .samsungTrailer)
    let range = try? #require(found?.range)
    #expect(range.map { Array((still + trailer)[$0]) } == clip)
  }

  @Test func aSamsungHEICsMPVDBox() {
    let clip = MotionPhotoBytes.fakeClip(length: 3_000)
    let heic = MotionPhotoBytes.heicWithMPVD(clip: clip)
    let found = Self.locate(heic, .heic)
    #expect(found == EmbeddedClip(origin: .samsungBox, range: (heic.count - 3_000)..<heic.count))
    #expect(Self.locate(heic, .jpeg) == nil)
  }

  /// Numbers that point outside the file, or trailers cut short: no clip, no trap.
  @Test func hostileNumbersGiveNoClip() {
    let clip = MotionPhotoBytes.fakeClip(length: 2_000)
    let still = Self.jpeg(MotionPhotoBytes.googleSegment(prefix: "Camera", clipLength: 1 << 40))
    #expect(Self.locate(still + clip) == nil)
    let micro = Self.jpeg(MotionPhotoBytes.microVideoSegment(offset: 1 << 40))
    #expect(Self.locate(micro + clip) == nil)
    let trailer = MotionPhotoBytes.samsungTrailer(clip: clip)
    let whole = Self.jpeg([]) + trailer
    for cut in stride(from: 1, to: trailer.count, by: 97) {
      let found = Self.locate(Array(whole.dropFirst(cut)))
      if let found { #expect(found.range.upperBound <= whole.count - cut) }
    }
    var lying = whole
    // The directory's length, claimed larger than the file.
    lying.replaceSubrange((lying.count - 8)..<(lying.count - 4), with: [0xFF, 0xFF, 0xFF, 0x7F])
    #expect(Self.locate(lying) == nil)
  }

  @Test func liveNames() {
    #expect(
      LivePhotoPair.clipNames(ofStill: "IMG_1234.HEIC").prefix(3) == [
        "IMG_1234.MOV", "IMG_1234.mov", "IMG_1234_HEVC.MOV",
      ])
    #expect(LivePhotoPair.clipNames(ofStill: "IMG_1234.png").isEmpty)
    let folder: Set = ["IMG_1.HEIC", "IMG_2.jpg", "IMG_2_HEVC.MOV", "IMG_1.MOV", "IMG_3.MOV"]
    #expect(LivePhotoPair.isPairedClip("IMG_1.MOV", hasSibling: folder.contains))
    #expect(LivePhotoPair.isPairedClip("IMG_2_HEVC.MOV", hasSibling: folder.contains))
    #expect(!LivePhotoPair.isPairedClip("IMG_3.MOV", hasSibling: folder.contains))
    #expect(!LivePhotoPair.isPairedClip("IMG_1.mp4", hasSibling: { _ in true }))
    let still = FilePath("/photos/IMG_2.jpg")
    #expect(
      LivePhotoPair.clip(ofStill: still) { folder.contains($0.displayName) }
        == FilePath("/photos/IMG_2_HEVC.MOV"))
  }
}

/// A Live Photo's clip is no item of its own; a still finds its clip (``StillClip``).
@Suite struct LivePhotoListingTests {
  @Test func aPairsMOVIsNotListed() throws {
    let folder = try TemporaryFolder()
    for name in ["IMG_1.HEIC", "IMG_1.MOV", "IMG_2.jpg", "IMG_2_HEVC.MOV", "solo.MOV", "a.mp4"] {
      try folder.write(name, bytes: [1])
    }
    let catalog = Catalog(paths: [folder.path], listing: ItemListing(clips: true))
    #expect(catalog.items.map(\.name) == ["IMG_1.HEIC", "IMG_2.jpg", "a.mp4", "solo.MOV"])
    let target = try #require(
      WatchTarget.targets(
        for: [FilePath(folder.path)], recursive: false, listing: ItemListing(clips: true)
      ).first)
    #expect(target.picture(named: Array("IMG_1.MOV".utf8), in: FilePath(folder.path)) == nil)
    #expect(target.picture(named: Array("solo.MOV".utf8), in: FilePath(folder.path)) != nil)
  }

  @Test func aStillFindsItsClip() throws {
    let folder = try TemporaryFolder()
    let clip = MotionPhotoBytes.fakeClip(length: 2_000)
    let still = MotionPhotoLocatorTests.jpeg(
      MotionPhotoBytes.googleSegment(prefix: "GCamera", clipLength: clip.count))
    try folder.write("motion.jpg", bytes: still + clip)
    try folder.write("IMG_7.JPG", bytes: MotionPhotoLocatorTests.jpeg([]))
    try folder.write("IMG_7.MOV", bytes: clip)
    try folder.write("plain.jpg", bytes: MotionPhotoLocatorTests.jpeg([]))
    #expect(
      StillClip.locate(FilePath(folder.file("motion.jpg")))
        == StillClip(
          path: FilePath(folder.file("motion.jpg")), range: still.count..<(still.count + 2_000)))
    #expect(
      StillClip.locate(FilePath(folder.file("IMG_7.JPG")))
        == StillClip(path: FilePath(folder.file("IMG_7.MOV")), range: nil))
    #expect(StillClip.locate(FilePath(folder.file("plain.jpg"))) == nil)
  }

  /// A Live Photo's MOV that came first is listed alone; its still's arrival makes the pair one
  /// item, the still.
  @Test func aStillArrivingAfterItsMOVTakesItsPlace() {
    var catalog = Catalog(
      items: ["/p/IMG_1.MOV", "/p/z.jpg"].map { CarouselItem(file: FilePath($0), clips: true) })
    let effect = catalog.effect(
      of: [.added(FilePath("/p/IMG_1.HEIC"))], placing: NaturalPlacement.place)
    _ = catalog.apply(effect.changes, keeping: nil)
    #expect(catalog.items.map(\.name) == ["IMG_1.HEIC", "z.jpg"])
  }
}
