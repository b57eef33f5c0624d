#if canImport(Glibc)
  import Glibc
#endif

/// Whether a descriptor is systemd's journal stream.
///
/// systemd puts `DEV:INO` (decimal) of the stream it connects to a service's standard error in
/// `JOURNAL_STREAM`; a program whose standard error is that stream may start each line with
/// `<N>`, its syslog priority (sd-daemon(3)). A descriptor redirected elsewhere (`carousel 2>log`) keeps the variable but
/// not the stream, and gets plain lines.
package enum JournalStream {
  /// The environment variable systemd sets.
  package static let variable = "JOURNAL_STREAM"

  /// Whether `value` (the variable's, nil when unset) names the file open on `descriptor`.
  package static func isJournal(_ value: String?, descriptor: Int32) -> Bool {
    guard let value, let wanted = identity(value) else { return false }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return false }
    return UInt64(truncatingIfNeeded: status.st_dev) == wanted.device
      && UInt64(truncatingIfNeeded: status.st_ino) == wanted.inode
  }

  /// The value systemd would give a stream open on `descriptor` (tests), or nil.
  package static func value(for descriptor: Int32) -> String? {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    return
      "\(UInt64(truncatingIfNeeded: status.st_dev)):\(UInt64(truncatingIfNeeded: status.st_ino))"
  }

  private static func identity(_ value: String) -> (device: UInt64, inode: UInt64)? {
    let parts = value.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, let device = UInt64(parts[0]), let inode = UInt64(parts[1]) else {
      return nil
    }
    return (device, inode)
  }
}
