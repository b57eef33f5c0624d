/// The machine's hardware a clip's decoder tries before software (`--hwdec auto`): VA-API on
/// ``renderNode``, then V4L2 memory-to-memory, each where its device is there.
package struct VideoHardwareTrial: Sendable, Equatable {
  /// The DRM render node VA-API opens.
  package var renderNode: String
  /// Tests on machines without the hardware: the software decoder stands in for it first and
  /// passes its trial on the first frame (true) or fails it (false); nil: no stand-in.
  package var rehearsalPasses: Bool?

  package init(renderNode: String, rehearsalPasses: Bool? = nil) {
    self.renderNode = renderNode
    self.rehearsalPasses = rehearsalPasses
  }
}
