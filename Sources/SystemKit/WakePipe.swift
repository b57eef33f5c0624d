import CLinux

#if canImport(Glibc)
  import Glibc
#endif

/// A pipe that wakes a thread waiting in `poll`: any thread calls ``wake()``, and the read end,
/// ``readDescriptor``, is readable until the waiting thread calls ``drain()``.
///
/// Both ends are closed on exec and never block, and both are closed when the pipe is freed: a
/// thread that may wake it keeps a reference, so it never writes to a descriptor closed and
/// reused meanwhile.
///
/// `Sendable`: its state is two constant descriptors; `write` and `read` on a pipe are safe from
/// any thread, and a byte written is never lost (the kernel queues it).
package final class WakePipe: Sendable {
  /// The end to poll for `POLLIN`: readable once woken, until drained.
  package let readDescriptor: Int32
  private let writeDescriptor: Int32

  /// A new pipe (`pipe2`, `O_CLOEXEC | O_NONBLOCK`).
  /// - Throws: why the system gave none (`EMFILE`: the process has no descriptor left).
  package init() throws(SystemCallError) {
    var ends: [Int32] = [-1, -1]
    guard carousel_wake_pipe(&ends) == 0 else { throw SystemCallError("pipe2") }
    readDescriptor = ends[0]
    writeDescriptor = ends[1]
  }

  deinit {
    close(readDescriptor)
    close(writeDescriptor)
  }

  /// Makes ``readDescriptor`` readable; from any thread, never blocks.
  ///
  /// A full pipe (64 KiB of wake-ups not drained) refuses the byte, and is readable already.
  package func wake() {
    var byte: UInt8 = 1
    while write(writeDescriptor, &byte, 1) < 0, errno == EINTR {}
  }

  /// Reads every wake-up queued: ``readDescriptor`` is not readable until the next ``wake()``.
  ///
  /// Never blocks; for the thread that polls.
  package func drain() {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { buffer in
      while true {
        let count = read(readDescriptor, buffer.baseAddress, buffer.count)
        if count > 0 || (count < 0 && errno == EINTR) { continue }
        return
      }
    }
  }
}
