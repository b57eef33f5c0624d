extension PictureFormat {
  /// The MIME types of the format's files, as shared-mime-info names them: what a desktop entry
  /// lists so that file managers offer Carousel for these files.
  package var mimeTypes: [String] {
    switch self {
    case .png: ["image/png"]
    case .jpeg: ["image/jpeg"]
    case .gif: ["image/gif"]
    case .bmp: ["image/bmp"]
    case .webp: ["image/webp"]
    case .tiff: ["image/tiff"]
    case .qoi: ["image/x-qoi"]
    case .pnm:
      [
        "image/x-portable-anymap", "image/x-portable-bitmap", "image/x-portable-graymap",
        "image/x-portable-pixmap",
      ]
    case .tga: ["image/x-tga"]
    case .pcx: ["image/vnd.zbrush.pcx"]
    case .svg: ["image/svg+xml"]
    case .heic: ["image/heic", "image/heif"]
    case .avif: ["image/avif"]
    case .jxl: ["image/jxl"]
    }
  }
}
