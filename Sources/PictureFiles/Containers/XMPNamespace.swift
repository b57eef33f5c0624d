/// The XMP namespaces Carousel reads properties of.
package enum XMPNamespace {
  /// Dublin Core (`dc:description`).
  package static let dublinCore = "http://purl.org/dc/elements/1.1/"
  /// XMP Basic (`xmp:CreateDate`).
  package static let basic = "http://ns.adobe.com/xap/1.0/"
  /// Exif in XMP (`exif:DateTimeOriginal`).
  package static let exif = "http://ns.adobe.com/exif/1.0/"
  /// Photoshop's (`photoshop:City`, `photoshop:DateCreated`).
  package static let photoshop = "http://ns.adobe.com/photoshop/1.0/"
}
