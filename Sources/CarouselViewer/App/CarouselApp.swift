import Foundation
import PictureKit
import SDLKit

#if canImport(Glibc)
  import Glibc
#endif

/// The program: parses the command line, opens the window and runs the carousel.
public enum CarouselApp {
  /// Runs Carousel with the arguments after the program name and returns the exit status:
  /// 0 success, 1 when no window can be opened, 2 for a wrong option.
  public static func main(arguments: [String]) -> Int32 {
    if arguments.first == DecodeWorker.flag {  // a decoder process the app started (hidden)
      return DecodeWorker.run(arguments: Array(arguments.dropFirst()))
    }
    SignalWatcher.blockSignals()  // before any thread starts: they all inherit the mask
    MemoryPolicy.apply()
    let command: Command
    do {
      command = try Options.parse(arguments, environment: ProcessInfo.processInfo.environment)
    } catch {
      printError("carousel: \(error.message)")
      return 2
    }
    switch command {
    case .showHelp:
      print(Usage.text)
      return 0
    case .showVersion:
      print(Usage.version)
      return 0
    case .run(let options):
      return run(options)
    }
  }

  private static func run(_ given: Options) -> Int32 {
    let options = given.resolved
    if let problem = OutputFile.firstProblem(in: options) {
      printError("carousel: \(problem)")
      return 2
    }
    var fileList = FileList()
    if let path = options.fileListPath {
      do {
        fileList = try FileList.read(path: path) {
          FileHandle.standardInput.readDataToEndOfFile()
        }
      } catch {
        printError("carousel: \(error.message)")
        return 2
      }
    }
    var roots = CommandLineBytes.paths(options.paths) + fileList.paths.map(FilePath.init)
    if roots.isEmpty, options.fileListPath == nil {
      guard let demo = AssetLocator.demoPictures() else {
        printError(
          "carousel: the demo pictures were not found; name pictures or folders to show, "
            + "or set CAROUSEL_ASSETS to the Assets folder")
        return 2
      }
      roots = [FilePath(demo)]
    }
    // The decoder processes start on a thread of their own while SDL opens the window.
    let stop = StopSignal()
    let decoder = IsolatedDecoder(
      workerCount: DecodeQueue.defaultWorkerCount, maximumMegapixels: options.maximumMegapixels,
      stop: stop)
    defer { decoder.shutdown() }
    do {
      let durations = Dictionary(
        fileList.durations.map { (FilePath($0.key), $0.value) }, uniquingKeysWith: { $1 })
      let session = try Session(
        options: options, decoder: decoder, stop: stop, listedDurations: durations)
      defer {
        session.close()
        reportMemory(options)
      }
      return try session.run(scanning: roots)
    } catch let error as Session.StartError {
      printError(error.message)
      return error.status
    } catch {
      printError("carousel: \(error)")
      return 1
    }
  }

  /// Writes `--memory-report`, if asked for; a failure to write it is one stderr line.
  private static func reportMemory(_ options: Options) {
    guard let path = options.memoryReportPath else { return }
    do {
      try ProcessMemory.writeReport(to: path)
    } catch {
      printError("carousel: option --memory-report: cannot write '\(path)'")
    }
  }

  /// Writes one line to standard error.
  package static func printError(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { bytes in
      _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count)
    }
  }
}
