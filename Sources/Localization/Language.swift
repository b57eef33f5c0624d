/// A language Carousel speaks (`--language`, the `language` key): its words from the message
/// catalogue, and its dates and times from the C library's locale of the same name.
///
/// The raw value is the catalogue's name (`po/LANG.po`, `LANG/LC_MESSAGES/carousel.mo`).
package enum Language: String, CaseIterable, Sendable {
  /// English, the words in the source: no catalogue.
  case en
  case de
  case fr
  case es
  case it
  case nl
  case pl
  /// Portuguese as Brazil writes it.
  case ptBR = "pt_BR"
  case ja
  /// Chinese in simplified characters, as mainland China writes it.
  case zhCN = "zh_CN"

  /// The C library's locale its dates and times are written in (`LC_TIME`), and whose
  /// `LC_MESSAGES` gettext reads the catalogue through.
  package var localeName: String {
    switch self {
    case .en: "en_US.UTF-8"
    case .de: "de_DE.UTF-8"
    case .fr: "fr_FR.UTF-8"
    case .es: "es_ES.UTF-8"
    case .it: "it_IT.UTF-8"
    case .nl: "nl_NL.UTF-8"
    case .pl: "pl_PL.UTF-8"
    case .ptBR: "pt_BR.UTF-8"
    case .ja: "ja_JP.UTF-8"
    case .zhCN: "zh_CN.UTF-8"
    }
  }
}
