import CLinux
import PictureFiles

#if canImport(Glibc)
  import Glibc
#endif

/// What the decoder libraries write to standard error in a worker, caught decode by decode.
///
/// Some write there themselves: libjxl wrote `dec_ans.cc:367: Histogram …` and a blank line
/// for some 16-bit files, straight onto the user's terminal, unattributed. During each decode
/// the worker's standard error goes to an anonymous memory file instead; what landed there
/// goes back with the decode's result (``DecodedPicture/note``, or a corrupt file's message),
/// and the app says it once, naming the file. Outside the decodes (the worker's own lines, a
/// test fault's) standard error is the worker's own.
struct LibraryStderr {
  /// The most of it kept, in bytes: a library that writes on and on says its start.
  static let keptBytes = 2_048
  /// The most of it said, in characters.
  static let saidCharacters = 300

  private let file: Int32
  private let original: Int32

  /// A catcher, or nil when no memory file or copy of standard error can be had (the libraries
  /// then write where they always did).
  init?() {
    let file = carousel_memfd("carousel-decoder-stderr")
    guard file >= 0 else { return nil }
    let original = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 0)
    guard original >= 0 else {
      close(file)
      return nil
    }
    self.file = file
    self.original = original
  }

  /// Runs `body` with standard error going to the memory file.
  /// - Returns: what `body` returned, and what was written meanwhile, in one line (nil for
  ///   nothing but blank lines).
  func catching<Result>(_ body: () -> Result) -> (Result, said: String?) {
    _ = ftruncate(file, 0)
    _ = lseek(file, 0, SEEK_SET)
    guard dup2(file, STDERR_FILENO) >= 0 else { return (body(), nil) }
    let result = body()
    _ = dup2(original, STDERR_FILENO)
    var bytes = [UInt8](repeating: 0, count: Self.keptBytes)
    let count = pread(file, &bytes, bytes.count, 0)
    return (result, Self.line(Array(bytes.prefix(max(count, 0)))))
  }

  /// `bytes` as one line: its lines without their blanks, joined by "; ", cut to
  /// ``saidCharacters``; nil when nothing is left.
  static func line(_ bytes: [UInt8]) -> String? {
    let lines = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
      .map {
        String($0.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
      }
      .filter { !$0.isEmpty }
    guard !lines.isEmpty else { return nil }
    let text = lines.joined(separator: "; ")
    return text.count > saidCharacters ? text.prefix(saidCharacters) + "…" : text
  }

  /// `outcome` carrying what the library said: in a picture's note, or in a corrupt file's
  /// message.
  static func outcome(
    _ outcome: Result<DecodedPicture, DecodeFailure>, with said: String?
  ) -> Result<DecodedPicture, DecodeFailure> {
    guard let said else { return outcome }
    let words = "its decoder library said: " + said
    switch outcome {
    case .success(var picture):
      picture.note = picture.note.map { $0 + "; " + words } ?? words
      return .success(picture)
    case .failure(.corrupt(let format, let message)):
      return .failure(.corrupt(format, message + "; " + words))
    case .failure:
      return outcome
    }
  }
}
