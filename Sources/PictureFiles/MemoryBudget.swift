/// An amount of memory, in bytes: the texture cache's budget (`--cache-mb`), which also bounds
/// the fitted frames of one animation in the decoder.
///
/// Made once from the option (``init(megabytes:)``), passed down explicitly from the app to the
/// store and the decoders, and sent to a decoder worker process in its command line as its one
/// serialisation, ``argument``, read back by ``init(argument:)``.
package struct MemoryBudget: Hashable, Sendable {
  /// The budget, in bytes.
  package let bytes: Int

  /// Bytes in one MiB, the unit of `--cache-mb`.
  static let bytesPerMegabyte = 1_048_576

  /// The largest budget a worker's command line may carry, in bytes: the largest `--cache-mb`
  /// (``PipelineConstants/cacheMegabytesRange``).
  static let largestBytes = PipelineConstants.cacheMegabytesRange.upperBound * bytesPerMegabyte

  package init(bytes: Int) {
    self.bytes = bytes
  }

  /// `megabytes` MiB.
  package init(megabytes: Int) {
    bytes = megabytes * Self.bytesPerMegabyte
  }

  /// The budget in whole MiB, for messages.
  package var megabytes: Int { bytes / Self.bytesPerMegabyte }

  /// The word that carries the budget to a decoder worker: its bytes, in decimal.
  package var argument: String { String(bytes) }

  /// The budget ``argument`` gave; nil for anything else (not a decimal number of bytes from 0
  /// to ``largestBytes``).
  package init?(argument: String) {
    guard argument.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
      let bytes = Int(argument), bytes <= Self.largestBytes
    else { return nil }
    self.bytes = bytes
  }
}
