#if canImport(Glibc)
  import Glibc
#endif

exit(Benchmark.main(arguments: Array(CommandLine.arguments.dropFirst())))
