import PictureFiles

/// The freedesktop desktop entry `carousel.desktop`, made from the formats Carousel reads, so
/// that "Open with Carousel" is offered for each; `packaging/carousel.desktop.in` holds it,
/// kept equal by a test (`CAROUSEL_RECORD_PACKAGING=1 swift test --filter PackagingFileTests`).
///
/// Opening one file runs `carousel --start FILE`, which shows the file's folder starting at it;
/// `scripts/install` replaces `@BINDIR@` with the folder of the installed binary.
package enum DesktopEntry {
  /// The whole entry.
  package static var text: String {
    let mimeTypes = PictureFormat.allCases.flatMap(\.mimeTypes)
    return [
      "[Desktop Entry]",
      "Type=Application",
      "Name=Carousel",
      "GenericName=Image Viewer",
      "Comment=Browse pictures as an endless carousel, a slideshow or a kiosk",
      "Icon=carousel",
      "TryExec=@BINDIR@/carousel",
      "Exec=@BINDIR@/carousel --start %f",
      "Terminal=false",
      "Categories=Graphics;Viewer;",
      "Keywords=picture;photo;image;slideshow;viewer;kiosk;frame;",
      "MimeType=" + mimeTypes.map { $0 + ";" }.joined(),
    ].joined(separator: "\n") + "\n"
  }
}
