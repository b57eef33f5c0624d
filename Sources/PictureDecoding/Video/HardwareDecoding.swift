import PictureCodecs

#if canImport(Glibc)
  import Glibc
#endif

/// Whether clips may be decoded by the machine's hardware (`--hwdec`).
///
/// Decided in each clip's video worker, for that clip alone (``VideoWorker``).
package enum HardwareDecoding: String, CaseIterable, Sendable {
  /// VA-API on the render node, then V4L2 memory-to-memory (a Raspberry Pi's decoder), where
  /// the machine has the device and it decodes the clip's first frame; software otherwise.
  case auto
  /// Software only.
  case no

  /// The DRM render node VA-API opens: the first GPU's.
  static let renderNode = "/dev/dri/renderD128"
  /// The environment variable that names another render node (a second GPU's; tests point it
  /// at a file that is not a device).
  static let renderNodeVariable = "CAROUSEL_VAAPI_DEVICE"
  /// Tests: `pass` or `fail` has the software decoder stand in for hardware first
  /// (``VideoHardwareTrial/rehearsalPasses``), so the trial and the fallback run on a machine
  /// without a GPU.
  static let rehearsalVariable = "CAROUSEL_HWDEC_REHEARSAL"

  /// The hardware the worker tries, as this process's environment says (``renderNodeVariable``,
  /// ``rehearsalVariable``); nil when software alone decodes.
  var trialInEnvironment: VideoHardwareTrial? {
    guard self == .auto else { return nil }
    let named = Self.environment(Self.renderNodeVariable)
    let rehearsal = Self.environment(Self.rehearsalVariable)
    return VideoHardwareTrial(
      renderNode: named.isEmpty ? Self.renderNode : named,
      rehearsalPasses: rehearsal == "pass" ? true : rehearsal == "fail" ? false : nil)
  }

  private static func environment(_ name: String) -> String {
    getenv(name).map { String(cString: $0) } ?? ""
  }
}
