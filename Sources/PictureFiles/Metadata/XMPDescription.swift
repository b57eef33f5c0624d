/// The `dc:description` of a picture's XMP packet (``XMPWalker``): the first item of its
/// language alternative (`<rdf:Alt><rdf:li xml:lang="x-default">…`), or its attribute form.
package enum XMPDescription {
  /// The description in `xmp`, or nil.
  package static func find(in xmp: XMPWalker) -> String? {
    xmp.value(XMPNamespace.dublinCore, "description")
  }

  /// The description of the XMP packet in `bytes` (a file in `format`), or nil.
  package static func find(in bytes: [UInt8], format: PictureFormat?) -> String? {
    XMPLocator.packet(in: bytes, format: format).map(XMPWalker.init).flatMap(find(in:))
  }
}
