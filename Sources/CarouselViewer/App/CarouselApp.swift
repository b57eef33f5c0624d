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
    let timeline = StartupTimeline()
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
      return run(options, timeline: timeline)
    }
  }

  private static func run(_ given: Options, timeline: StartupTimeline) -> Int32 {
    var options = given.resolved
    if options.isShuffled, options.shuffleSeed == nil {
      // Drawn once here, so that the first picture is found in the order the viewer shows.
      options.shuffleSeed = Int.random(in: SlideshowConstants.seeds)
    }
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
    SessionBus.avoidAutolaunch(headless: options.isHeadless)  // before any thread starts
    // The decoder processes start now, as copies of this process while it has one thread.
    let stop = StopSignal()
    let decoder = IsolatedDecoder(
      workerCount: DecodeQueue.defaultWorkerCount, maximumMegapixels: options.maximumMegapixels,
      stop: stop, start: .forking, onReady: { timeline.mark(.decodersReady) })
    defer { decoder.shutdown() }
    // A live start asks for the first picture now, so that it decodes while SDL starts.
    let start =
      options.isHeadless
      ? nil
      : FirstPictureStart(
        roots: roots, options: options, decoder: decoder, stop: stop, timeline: timeline)
    do {
      let durations = Dictionary(
        fileList.durations.map { (FilePath($0.key), $0.value) }, uniquingKeysWith: { $1 })
      let session = try Session(
        options: options, decoder: decoder, stop: stop, timeline: timeline, start: start,
        listedDurations: durations)
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
