import CarouselViewer

#if canImport(Glibc)
  import Glibc
#endif

exit(CarouselApp.main(arguments: Array(CommandLine.arguments.dropFirst())))
