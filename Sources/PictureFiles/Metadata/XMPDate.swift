/// When an XMP packet says its picture was taken: `exif:DateTimeOriginal`, else
/// `photoshop:DateCreated`, else `xmp:CreateDate`, by namespace whatever their prefix, as
/// attributes or elements (``XMPWalker``).
package enum XMPDate {
  /// The properties read, most telling first: namespace and name.
  static let properties = [
    (XMPNamespace.exif, "DateTimeOriginal"), (XMPNamespace.photoshop, "DateCreated"),
    (XMPNamespace.basic, "CreateDate"),
  ]
  /// The longest date text read, in characters.
  static let maximumLength = 64

  /// The first date of ``properties`` in `xmp` that reads as one, or nil.
  package static func find(in xmp: XMPWalker) -> (WallTime, Int?)? {
    for (namespace, name) in properties {
      if let text = xmp.value(namespace, name), text.count <= maximumLength,
        let found = MetadataDate.iso(text)
      {
        return found
      }
    }
    return nil
  }

  /// The date of the XMP packet in `bytes` (a file in `format`), or nil.
  package static func find(in bytes: [UInt8], format: PictureFormat?) -> (WallTime, Int?)? {
    XMPLocator.packet(in: bytes, format: format).map(XMPWalker.init).flatMap(find(in:))
  }
}
