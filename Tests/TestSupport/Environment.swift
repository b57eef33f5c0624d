#if canImport(Glibc)
  import Glibc
#endif

/// Reads the test process's environment.
public enum Environment {
  /// The value of an environment variable, or nil when it is not set.
  public static func value(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}

extension Environment {
  /// The sanitizer the tests run under (`scripts/sanitize` sets `CAROUSEL_SANITIZER`), or nil.
  ///
  /// Its runtime changes what some things look like from outside: a crash on purpose ends with
  /// the runtime's exit status, a worker's address-space limit leaves it no room for its shadow
  /// memory, and every process takes more memory.
  public static var sanitizer: String? { value("CAROUSEL_SANITIZER") }
}

/// Paths inside the repository, found from this source file's location.
public enum RepositoryPath {
  /// The repository's root directory.
  public static let root: String = {
    var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/TestSupport/Environment.swift
    return parts.joined(separator: "/")
  }()

  /// A path relative to the repository root.
  public static func appending(_ relative: String) -> String { root + "/" + relative }
}
