import PictureFiles

/// What `carousel-fuzz` runs through each container walker.
///
/// The walk itself to its end, and every reader that goes through it. Any outcome is fine but a trap, a hang or unbounded
/// growth.
package enum WalkerFuzzing {
  /// JPEG segments, and the Exif, ICC, IPTC and frame-header readers on them.
  package static func segments(_ bytes: [UInt8]) {
    for segment in JPEGSegments(bytes) { _ = bytes[segment.payload].count }
    _ = JPEGSegments(bytes).payloads(marker: 0xE1, signature: ExifLocator.exifPrefix)
    _ = ExifLocator.block(in: bytes, format: .jpeg)
    _ = ICCLocator.profile(in: bytes, format: .jpeg)
    _ = IPTCRecord(jpeg: bytes)?.text(55)
    _ = PlaceMetadata.iptc(inJPEG: bytes)?.text
    _ = try? PictureHeader.size(of: .jpeg, in: bytes)
    _ = PictureHeader.jpegComponentCount(in: bytes)
  }

  /// PNG chunks, and the Exif, colour profile, text and APNG readers on them.
  package static func chunks(_ bytes: [UInt8]) {
    for chunk in PNGChunks(bytes) { _ = bytes[chunk.whole].count }
    _ = ExifLocator.block(in: bytes, format: .png)
    _ = ColorProfileName.of(fileBytes: bytes, format: .png)
    _ = PNGTextChunks.read(PNGChunks.signature + bytes.dropFirst(8))
    _ = APNGReader(bytes).frames.count
  }

  /// RIFF chunks, and the Exif and ICC readers on them.
  package static func riff(_ bytes: [UInt8]) {
    for chunk in RIFFChunks(bytes) { _ = bytes[chunk.data].count }
    _ = ExifLocator.block(in: bytes, format: .webp)
    _ = ICCLocator.profile(in: bytes, format: .webp)
  }

  /// ISO boxes, walked down to a depth of 8, and the HEIF primary item with its Exif and XMP.
  package static func boxes(_ bytes: [UInt8]) {
    walk(ISOBoxes(bytes), depth: 8)
    let source = InMemoryBytes(all: bytes)
    if let item = HEIFPrimaryItem.read(from: source) {
      _ = item.size
      _ = item.exif(from: source).flatMap(ExifMetadata.init(tiff:))?.orientation
      _ = item.xmp(from: source)?.count
    }
  }

  /// The Motion Photo locator on the bytes as a JPEG and as a HEIC, and the Live Photo pairing
  /// on them as a file name; a clip found must lie inside the bytes.
  package static func motion(_ bytes: [UInt8]) {
    let source = InMemoryBytes(all: bytes)
    for format in [PictureFormat.jpeg, .heic] {
      if let clip = MotionPhotoLocator.clip(in: source, format: format) {
        precondition(
          clip.range.lowerBound >= 0 && clip.range.upperBound <= bytes.count
            && !clip.range.isEmpty, "a Motion Photo's clip outside its file")
      }
    }
    _ = ContentIdentifier.ofClip(in: source)
    _ = ContentIdentifier.ofStill(exif: bytes)
    let name = String(decoding: bytes.prefix(256), as: UTF8.self)
    _ = LivePhotoPair.clipNames(ofStill: name)
    _ = LivePhotoPair.isPairedClip(name) { $0.count % 2 == 0 }
  }

  /// A TIFF structure: every directory reachable from IFD0, and the Exif reader on it.
  package static func tiff(_ bytes: [UInt8]) {
    if let structure = TIFFStructure(bytes), let first = structure.firstDirectory {
      for tag in first.tags { _ = first.value(tag)?.integers }
    }
    if let exif = ExifMetadata(tiff: bytes) {
      _ = exif.orientation
      _ = exif.takenTime
      _ = exif.dateTaken
    }
    _ = ICCLocator.profile(in: bytes, format: .tiff)
  }

  /// An XMP packet through the walker, and the locator and readers on the bytes as a file of
  /// each format that carries XMP.
  package static func xmp(_ bytes: [UInt8]) {
    let walker = XMPWalker(bytes)
    _ = XMPDate.find(in: walker)
    _ = XMPDescription.find(in: walker)
    _ = PlaceMetadata(xmp: walker, iptc: nil)?.text
    for format in [PictureFormat.jpeg, .png, .webp, .tiff, .gif] {
      _ = XMPLocator.packet(in: bytes, format: format)?.count
    }
  }

  private static func walk(_ boxes: ISOBoxes, depth: Int) {
    guard depth > 0 else { return }
    for box in boxes {
      walk(boxes.children(of: box), depth: depth - 1)
      walk(boxes.children(of: box, skipping: 4), depth: depth - 1)
    }
  }
}
