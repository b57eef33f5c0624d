import Foundation

#if canImport(Glibc)
  import Glibc
#endif

#if CAROUSEL_FUZZER
  /// libFuzzer's driver (`-sanitize=fuzzer` links it): parses libFuzzer's options in `argv`
  /// and calls `callback` for each input.
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  /// The program's entry point under the name SwiftPM links executables with: hands over to
  /// libFuzzer's driver (libFuzzer's own `main` would be shadowed by that name).
  @_cdecl("carousel_fuzz_main")
  func fuzzMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> Int32 {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments, fuzzOneInput)
  }

  /// libFuzzer's callback: one input for the target `CAROUSEL_FUZZ_TARGET` names.
  @_cdecl("LLVMFuzzerTestOneInput")
  func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    guard let target = FuzzTarget.fromEnvironment else {
      complain("carousel-fuzz: set CAROUSEL_FUZZ_TARGET to one of the targets")
      exit(2)
    }
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    target.run(bytes)
    return 0
  }
#else
  /// Without libFuzzer: `carousel-fuzz TARGET FILE…` runs each file through the target once and
  /// prints how many it ran (the corpus and the regressions, in `scripts/test`).
  @main
  enum CorpusRunner {
    static func main() {
      let arguments = CommandLine.arguments.dropFirst()
      guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        complain("usage: carousel-fuzz TARGET FILE... (targets: \(names))")
        exit(2)
      }
      var count = 0
      for path in arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else {
          complain("carousel-fuzz: cannot read \(path)")
          exit(1)
        }
        target.run([UInt8](data))
        count += 1
      }
      print("carousel-fuzz: \(target.rawValue): \(count) inputs ran without a crash")
    }
  }
#endif

/// Writes `line` to standard error.
func complain(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
