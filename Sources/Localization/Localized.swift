import CGettext

/// `english` in the user's language: its translation in the message catalogue
/// (``MessageCatalog``), else `english` itself.
///
/// `english` is the catalogue's key (`msgid`): give it as the call's first argument, one string
/// literal without interpolation, so that `scripts/update-pot` finds it; never an option's
/// name alone, a config key or a status key, which stay English.
package func localized(_ english: String) -> String {
  english.withCString { key in
    guard let text = dgettext(MessageCatalog.domain, key), UnsafePointer(text) != key else {
      return english
    }
    return String(cString: text)
  }
}

/// The translation of `english`, a format with `%s` where each of `arguments` goes, in order,
/// or `%1$s`, `%2$s` by number where a language puts them in another order; `%%` is a `%`.
///
/// The catalogue marks these `c-format`, so `msgfmt --check` refuses a translation whose
/// fields differ from the English.
package func localized(_ english: String, _ arguments: String...) -> String {
  FormatFields.fill(localized(english), with: arguments)
}

/// `english` as it is: marks a string kept in a table (in English, for the manual page too) as
/// one the catalogue translates where it is shown, with `localized(_:)` on the value (gettext's
/// `N_`).
package func translatable(_ english: String) -> String {
  english
}
