import PictureCodecs

/// The viewer's side of isolation: once ``refuseFileBytes()`` is called, no codec library reads
/// a file's bytes in this process (``FileBytesGate``); every such read goes to a decoder
/// process (``IsolatedDecoder``: pictures, thumbnails, uploads' checks, ``CodecFacts``).
package enum ViewerProcess {
  /// Marks this process as the viewer, first thing.
  ///
  /// A codec asked to read a file here refuses, and says so in one `carousel: bug:` line. The
  /// decoder processes forked from it open the gate again (``DecodeWorker``).
  package static func refuseFileBytes() {
    FileBytesGate.close()
  }
}
