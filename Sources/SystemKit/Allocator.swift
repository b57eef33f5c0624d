import CLinux

/// The C allocator (glibc malloc), which SDL surfaces and decoded pictures come from.
public enum Allocator {
  /// Makes every allocation of at least `bytes` a separate mapping that is returned to the system
  /// when freed (`mallopt(M_MMAP_THRESHOLD)`), and turns off glibc's dynamic raising of that
  /// threshold.
  ///
  /// Call once at start-up, before other threads exist. - Returns: whether glibc accepted the
  /// setting.
  @discardableResult
  public static func setMappingThreshold(bytes: Int) -> Bool {
    mallopt(M_MMAP_THRESHOLD, Int32(clamping: bytes)) == 1
  }
}
