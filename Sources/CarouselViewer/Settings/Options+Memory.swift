import PictureFiles
import SystemKit

extension Options {
  /// The memory this process may use now, in bytes (SystemKit's `MemoryLimit.usable`: its
  /// cgroups' limits, the machine's memory); nil when nothing says.
  package static var usableMemory: Int? { MemoryLimit.usable }

  /// The options with the texture cache sized to `usable` bytes, the memory this process may
  /// use (SystemKit's `MemoryLimit.usable`), when `--cache-mb` was not given
  /// (``PipelineConstants/defaultCacheMegabytes(fitting:)``); as they are when it was.
  package func fittingMemory(_ usable: Int?) -> Options {
    var options = self
    options.cacheMegabytes =
      cacheMegabytes ?? PipelineConstants.defaultCacheMegabytes(fitting: usable)
    return options
  }
}
