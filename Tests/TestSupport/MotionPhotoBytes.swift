/// Motion Photos made in the tests: the metadata of each convention written byte by byte, put
/// before or after a clip (a real one from ffmpeg, or ``fakeClip(length:)``).
public enum MotionPhotoBytes {
  /// `length` bytes that start like an MP4 (a 20-byte `ftyp` box), then a filler.
  public static func fakeClip(length: Int) -> [UInt8] {
    let ftyp: [UInt8] = [0, 0, 0, 20] + Array("ftypisom".utf8) + [0, 0, 2, 0] + Array("isom".utf8)
    return ftyp + (0..<max(0, length - ftyp.count)).map { UInt8(truncatingIfNeeded: $0 &* 7) }
  }

  /// A JPEG APP1 segment whose XMP is a Motion Photo 1.0 of a clip of `clipLength` bytes, its
  /// properties under `prefix` (`Camera` or `GCamera`), its items as attributes or elements.
  public static func googleSegment(prefix: String, clipLength: Int, asElements: Bool = false)
    -> [UInt8]
  {
    func item(_ mime: String, _ semantic: String, _ length: Int) -> String {
      asElements
        ? "<rdf:li rdf:parseType='Resource'><Container:Item rdf:parseType='Resource'>"
          + "<Item:Mime>\(mime)</Item:Mime><Item:Semantic>\(semantic)</Item:Semantic>"
          + "<Item:Length>\(length)</Item:Length><Item:Padding>0</Item:Padding>"
          + "</Container:Item></rdf:li>"
        : "<rdf:li rdf:parseType='Resource'><Container:Item Item:Mime='\(mime)' "
          + "Item:Semantic='\(semantic)' Item:Length='\(length)' Item:Padding='0'/></rdf:li>"
    }
    return segment(
      "<rdf:Description xmlns:\(prefix)='http://ns.google.com/photos/1.0/camera/' "
        + "xmlns:Container='http://ns.google.com/photos/1.0/container/' "
        + "xmlns:Item='http://ns.google.com/photos/1.0/container/item/' "
        + "\(prefix):MotionPhoto='1' \(prefix):MotionPhotoVersion='1'>"
        + "<Container:Directory><rdf:Seq>" + item("image/jpeg", "Primary", 0)
        + item("video/mp4", "MotionPhoto", clipLength) + "</rdf:Seq></Container:Directory>"
        + "</rdf:Description>")
  }

  /// A JPEG APP1 segment whose XMP is an older Micro Video, the clip `offset` bytes from the end.
  public static func microVideoSegment(offset: Int) -> [UInt8] {
    segment(
      "<rdf:Description xmlns:GCamera='http://ns.google.com/photos/1.0/camera/' "
        + "GCamera:MicroVideo='1' GCamera:MicroVideoVersion='1' "
        + "GCamera:MicroVideoOffset='\(offset)' GCamera:MicroVideoPresentationTimestampUs='0'/>")
  }

  /// An APP1 XMP segment holding `description` in its RDF.
  static func segment(_ description: String) -> [UInt8] {
    let packet =
      "http://ns.adobe.com/xap/1.0/\u{0}<x:xmpmeta xmlns:x='adobe:ns:meta/'><rdf:RDF "
      + "xmlns:rdf='http://www.w3.org/1999/02/22-rdf-syntax-ns#'>" + description
      + "</rdf:RDF></x:xmpmeta>"
    let body = Array(packet.utf8)
    return [0xFF, 0xE1, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
  }

  /// Samsung's trailer holding `clip` (to append after a JPEG's end of image): a record before
  /// it, the `MotionPhoto_Data` record, the `SEFH` directory and the `SEFT` footer.
  public static func samsungTrailer(clip: [UInt8]) -> [UInt8] {
    func record(_ type: UInt16, _ name: String, _ data: [UInt8]) -> [UInt8] {
      [0, 0] + le16(type) + le32(name.utf8.count) + Array(name.utf8) + data
    }
    let other = record(0x0A01, "Image_UTC_Data", Array("1700000000000".utf8))
    let motion = record(0x0A30, "MotionPhoto_Data", clip)
    let directoryStart = other.count + motion.count
    var directory = Array("SEFH".utf8) + le32(106) + le32(2)
    // Each entry: reserved, type, distance back from the directory to the record, length.
    directory += [0, 0] + le16(0x0A01) + le32(directoryStart) + le32(other.count)
    directory += [0, 0] + le16(0x0A30) + le32(motion.count) + le32(motion.count)
    return other + motion + directory + le32(directory.count) + Array("SEFT".utf8)
  }

  /// A HEIC-like file: an `ftyp` box, a filler `mdat` box and Samsung's `mpvd` box holding `clip`.
  public static func heicWithMPVD(clip: [UInt8]) -> [UInt8] {
    let ftyp = be32(24) + Array("ftypheic".utf8) + be32(0) + Array("mif1heic".utf8)
    let mdat = be32(8 + 100) + Array("mdat".utf8) + [UInt8](repeating: 0x55, count: 100)
    return ftyp + mdat + be32(8 + clip.count) + Array("mpvd".utf8) + clip
  }

  static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
  static func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
  static func be32(_ value: Int) -> [UInt8] { le32(value).reversed() }
}
