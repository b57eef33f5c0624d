import CLinux

#if canImport(Glibc)
  import Glibc
#endif

/// Threads of their own, started and forgotten: pthreads, created detached, which end when
/// their work returns.
///
/// A new thread has the C library's default stack (8 MiB here, from `ulimit -s`) and the
/// signal mask of the thread that starts it, as Foundation's `Thread` gave it.
package enum DetachedThread {
  /// The longest name Linux keeps for a thread, in bytes (`TASK_COMM_LEN` less its zero).
  static let nameLength = 15

  /// Starts a thread named `name` (its first 15 bytes: what `top -H` and `/proc` show) that
  /// runs `work` and ends.
  ///
  /// - Returns: false when the system would start no thread (`EAGAIN`: too many); `work` is
  ///   then never run.
  @discardableResult
  package static func start(name: String, _ work: @escaping @Sendable () -> Void) -> Bool {
    let box = Unmanaged.passRetained(Work(name: shortened(name), body: work))
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    var thread = pthread_t()
    let result = pthread_create(
      &thread, &attributes,
      { argument in
        guard let argument else { return nil }
        let work = Unmanaged<Work>.fromOpaque(argument).takeRetainedValue()
        _ = carousel_name_this_thread(work.name)
        work.body()
        return nil
      }, box.toOpaque())
    guard result == 0 else {
      box.release()
      return false
    }
    return true
  }

  /// `name` cut to the bytes Linux keeps, on a character's boundary (Foundation's `Thread` passed
  /// a longer one to `pthread_setname_np`, which refused it, and the thread kept its parent's
  /// name).
  static func shortened(_ name: String) -> String {
    var result = ""
    for character in name {
      guard result.utf8.count + character.utf8.count <= nameLength else { break }
      result.append(character)
    }
    return result
  }

  /// A thread's name and work, handed to it through `pthread_create`'s one pointer.
  private final class Work {
    let name: String
    let body: @Sendable () -> Void

    init(name: String, body: @escaping @Sendable () -> Void) {
      self.name = name
      self.body = body
    }
  }
}
