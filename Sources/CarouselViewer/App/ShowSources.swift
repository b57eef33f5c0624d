import FoundationEssentials
import PictureFiles
import SystemKit

/// What the carousel shows: the paths on the command line and those of `--filelist`, with the
/// list's per-picture intervals; read at the start and again by a reload.
struct ShowSources {
  /// The files and folders to scan, in order.
  var roots: [FilePath]
  /// The intervals the file list gives, by path.
  var durations: [FilePath: Double]

  /// The sources `options` name: the command line's paths, then the file list's, then the
  /// photo source's mirror; with none of them,
  /// the folder of the picture `--start` names when it is a file (as feh's `--start-at` does,
  /// and what opening one file from a file manager asks for), else the demo pictures; and the
  /// upload folder when it is inside one of them that `-r` does not show whole.
  /// - Parameter standardInput: the file list `-` (read once by the caller, so that a reload
  ///   finds the same list).
  /// - Throws: a file list that cannot be read, or demo pictures that cannot be found.
  static func read(_ options: Options, standardInput: () -> Data) throws(OptionsError)
    -> ShowSources
  {
    var fileList = FileList()
    if let path = options.fileListPath {
      fileList = try FileList.read(path: path, standardInput: standardInput)
    }
    var roots = CommandLineBytes.paths(options.paths) + fileList.paths.map(FilePath.init)
    if roots.isEmpty, options.fileListPath == nil, let folder = folder(of: options.startPicture) {
      roots = [folder]
    }
    if let mirror = try mirrorFolder(options) { roots.append(FilePath(mirror)) }
    if roots.isEmpty, options.fileListPath == nil, !options.hasPhotoSource {
      guard let demo = AssetLocator.demoPictures() else {
        throw OptionsError(
          message: "the demo pictures were not found; name pictures or folders to show, "
            + "or set CAROUSEL_ASSETS to the Assets folder")
      }
      roots = [FilePath(demo)]
    }
    // An upload folder inside a folder shown without -r is shown too, so uploads appear.
    if let upload = options.uploadFolder,
      case .inside(let folder) = UploadFolderPlacement.of(
        upload, roots: roots, recursive: options.isRecursive)
    {
      roots.append(FilePath(folder))
    }
    let durations = Dictionary(
      fileList.durations.map { (FilePath($0.key), $0.value) }, uniquingKeysWith: { $1 })
    return ShowSources(roots: roots, durations: durations)
  }

  /// The photo source's mirror (`--mirror-dir`, else the instance's), made when missing so
  /// that it is watched from the start; nil without a photo server (`--webdav`).
  /// - Throws: the folder cannot be made, or there is no home to make it in.
  static func mirrorFolder(_ options: Options) throws(OptionsError) -> String? {
    guard options.hasPhotoSource else { return nil }
    let environment = ProcessInfo.processInfo.environment
    guard
      let folder = options.mirrorFolder
        ?? InstanceFiles(options: options, environment: environment).mirrorPath
    else {
      throw OptionsError(message: "option --mirror-dir: no HOME for the mirror; give --mirror-dir")
    }
    do { try AtomicFile.makeFolders(folder) } catch {
      throw OptionsError(message: "option --mirror-dir: cannot make '\(folder)': \(error)")
    }
    return folder
  }

  /// The folder holding the file at `path`, or nil when `path` names no file (a number, a
  /// name alone that is not in the current folder, a folder).
  private static func folder(of path: String?) -> FilePath? {
    guard let path else { return nil }
    var isFolder = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder
    else { return nil }
    let folder = PathText.folder(of: path)
    return FilePath(folder.isEmpty ? "." : folder)
  }
}
