import Geometry
import PictureCodecs
import PictureFiles

extension CodecFacts {
  /// The facts of a file's `bytes` in `format`, read with the codec libraries in this process:
  /// only a decoder process calls this (in the viewer the libraries refuse,
  /// ``FileBytesGate``).
  package init(reading bytes: [UInt8], format: PictureFormat) {
    switch format {
    case .jxl:
      self.init(size: JXLCodec.size(bytes).map(Size.init), exif: JXLCodec.exifBlock(bytes))
    default:
      self.init()
    }
    if let block = exif, block.count > Self.maximumExifBytes { exif = nil }
  }
}

extension Size {
  /// A codec's width and height.
  fileprivate init(_ pair: (width: Int, height: Int)) {
    self.init(width: pair.width, height: pair.height)
  }
}

extension CodecFactsReader where Self == FileDecoder {
  /// This process's codecs (tests, tools): never the viewer's, whose codecs refuse files.
  package static var thisProcess: FileDecoder {
    FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget)
  }
}

extension FileDecoder {
  /// The facts read here, with this process's codecs.
  package func codecFacts(of path: FilePath, format: PictureFormat, byteLimit: Int)
    -> CodecFacts
  {
    guard CodecFacts.formats.contains(format),
      let file = try? PictureFile(opening: path, limit: .max),
      let bytes = try? file.readPrefix(byteLimit)
    else { return CodecFacts() }
    return CodecFacts(reading: bytes, format: format)
  }
}

extension PictureDecoder {
  /// The name of an HDR encoding ``HDRToneMapper`` maps to sRGB: every decoder of the app maps
  /// the same ones (PictureCodecs' tone mapper, in a decoder process as in this one).
  package func toneMappedName(primariesCode: Int, transferCode: Int) -> String? {
    HDREncoding(primariesCode: primariesCode, transferCode: transferCode)?.description
  }
}
