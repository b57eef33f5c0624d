import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// One uploaded file on its way into the upload folder: written to a hidden file of its own
/// there, then renamed to a free name, or removed.
///
/// Nothing else in the folder is ever touched: the hidden file is made new (`O_EXCL`, never
/// through a symbolic link), and the rename never replaces (``FileRename``). Server thread
/// only; removed when freed unless renamed.
final class UploadFile {
  /// The name its sender gave, made safe (``UploadName/safe(_:)``).
  let name: String
  /// The hidden file's path.
  let temporaryPath: String
  private let folder: String
  private var descriptor: Int32
  /// Bytes written.
  private(set) var size = 0
  private var isKept = false

  /// A new hidden file in `folder` for a file sent as `given`.
  /// - Throws: why the folder will not take it.
  init(in folder: String, sentAs given: [UInt8]) throws(UploadRefusal) {
    self.folder = folder
    name = UploadName.safe(given)
    var generator = SystemRandomNumberGenerator()
    let tag = String(generator.next(), radix: 16)
    temporaryPath =
      folder + "/.carousel-upload-" + tag + "." + UploadName.temporaryExtension(of: name)
    descriptor = open(
      temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
    guard descriptor >= 0 else {
      throw UploadRefusal(
        "the upload folder cannot take it (\(SystemCallError("open")))", status: 500)
    }
  }

  deinit {
    discard()
  }

  /// Removes the hidden file now, unless it was renamed (a refusal: before it is answered).
  func discard() {
    if descriptor >= 0 { close(descriptor) }
    descriptor = -1
    if !isKept { unlink(temporaryPath) }
    isKept = true  // nothing left to remove
  }

  /// Appends `bytes`.
  /// - Throws: why they could not be written (a full disk).
  func write(_ bytes: [UInt8]) throws(UploadRefusal) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress, $0.count)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else {
        throw UploadRefusal(
          "the upload folder cannot take it (\(SystemCallError("write")))", status: 500)
      }
      offset += written
    }
    size += bytes.count
  }

  /// Closes the hidden file: it is complete.
  /// - Throws: why it could not be written out.
  func finish() throws(UploadRefusal) {
    let closed = close(descriptor)
    descriptor = -1
    guard closed == 0 else {
      throw UploadRefusal(
        "the upload folder cannot take it (\(SystemCallError("close")))", status: 500)
    }
  }

  /// Renames the finished file to the first free name of `name` with `extensions`'s
  /// (``UploadName``); returns that name.
  /// - Throws: when no name is free or the rename fails; the hidden file is removed then.
  func keep(extensions: [String]) throws(UploadRefusal) -> String {
    let base = UploadName.withExtension(name, extensions)
    for number in 1...HTTPConstants.mostNameSuffixes {
      let candidate = UploadName.candidate(base, number: number)
      switch FileRename.withoutReplacing(temporaryPath, to: folder + "/" + candidate) {
      case .renamed:
        isKept = true
        return candidate
      case .nameTaken: continue
      case .failed(let error):
        throw UploadRefusal("the upload folder cannot take it (\(error))", status: 500)
      }
    }
    throw UploadRefusal("no free name for \(base) in the upload folder", status: 500)
  }
}
