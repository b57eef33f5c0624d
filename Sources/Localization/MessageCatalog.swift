import CGettext

#if canImport(Glibc)
  import Glibc
#endif

/// The message catalogue every word Carousel shows or tells a user is looked up in: glibc's
/// gettext, text domain `carousel`, wrapped here once.
///
/// Process-wide: ``start(language:environment:)`` is called once on the main thread before any
/// other thread starts (it sets the C library's `LC_MESSAGES` and may set `LANGUAGE`); lookups
/// (``localized(_:)``) are then safe from any thread, as gettext's are.
package enum MessageCatalog {
  /// The text domain: the catalogues are `LANG/LC_MESSAGES/carousel.mo`.
  package static let domain = "carousel"
  /// The environment variable that names the catalogues' folder (a build tree, the tests).
  package static let folderVariable = "CAROUSEL_LOCALEDIR"
  /// Where a system-wide install keeps catalogues.
  static let systemFolder = "/usr/share/locale"

  /// Opens the catalogue in `language`, else in the environment's (`LANGUAGE`, `LC_ALL`,
  /// `LC_MESSAGES`, `LANG`, as gettext reads them); English (the source's words) when there is
  /// none for it.
  ///
  /// Only `LC_MESSAGES` is set: numbers keep the C locale's decimal point, which the options'
  /// and files' parsers rely on. A language whose C library locale is not installed still gets
  /// its words (through `LANGUAGE` over `C.UTF-8`).
  package static func start(
    language: Language? = nil, environment: [String: String], folder: String? = nil
  ) {
    let chosen = folder ?? self.folder(environment: environment)
    _ = bindtextdomain(domain, chosen)
    // The catalogues are UTF-8, and so is everything Carousel draws or writes, whatever the
    // locale's character set (LC_CTYPE is left as it is).
    _ = bind_textdomain_codeset(domain, "UTF-8")
    guard let language else {
      if setlocale(LC_MESSAGES, "") == nil, let name = environmentLocale(environment) {
        // The environment's locale is not installed: its language still picks the catalogue.
        fallBack(to: String(name.prefix { $0 != "." && $0 != "@" }), environment: environment)
      }
      return
    }
    // `LANGUAGE` comes before the locale in gettext's search: the option must win over it.
    setenv("LANGUAGE", language.rawValue, 1)
    if setlocale(LC_MESSAGES, language.localeName) == nil {
      _ = setlocale(LC_MESSAGES, "C.UTF-8")
    }
  }

  /// The folder the catalogues are read from: `$CAROUSEL_LOCALEDIR`, else a `locale` folder
  /// beside the executable (a build tree), else `share/locale` beside the executable's `bin`
  /// folder (an installed copy, `scripts/install --prefix`), else `/usr/share/locale`; each
  /// but the first only when it holds a catalogue of Carousel's.
  package static func folder(environment: [String: String]) -> String {
    if let named = environment[folderVariable], !named.isEmpty { return named }
    guard let executable = executableFolder() else { return systemFolder }
    let parent = executable.hasSuffix("/bin") ? String(executable.dropLast(4)) : executable + "/.."
    let candidates = [executable + "/locale", parent + "/share/locale"]
    return candidates.first(where: holdsCatalogue) ?? systemFolder
  }

  /// Whether `folder` holds Carousel's catalogue for any language.
  static func holdsCatalogue(_ folder: String) -> Bool {
    Language.allCases.contains { language in
      access(folder + "/" + language.rawValue + "/LC_MESSAGES/" + domain + ".mo", R_OK) == 0
    }
  }

  /// The environment's locale for messages, as the C library reads it, or nil for none or C.
  private static func environmentLocale(_ environment: [String: String]) -> String? {
    let name = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }
      .first { !$0.isEmpty }
    guard let name, name != "C", name != "POSIX", !name.hasPrefix("C.") else { return nil }
    return name
  }

  /// Uses `C.UTF-8` for messages with `name` (a language such as `de_DE`) in `LANGUAGE`,
  /// unless the environment names languages there itself.
  private static func fallBack(to name: String, environment: [String: String]) {
    guard setlocale(LC_MESSAGES, "C.UTF-8") != nil else { return }
    if environment["LANGUAGE"]?.isEmpty ?? true { setenv("LANGUAGE", name, 1) }
  }

  /// The folder of this process's executable (`/proc/self/exe`), or nil.
  private static func executableFolder() -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    let path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let slash = path.lastIndex(of: "/") else { return nil }
    return String(path[..<slash])
  }
}
