// libical (libical-dev), the calendar's iCalendar reader. Only WallFeeds' CalendarExpansion.swift
// imports this module, and it runs in the calendar worker process alone (`carousel
// --calendar-worker`): a feed's bytes are untrusted, and the viewer never maps libical.
//
// The library is opened on demand (docs/architecture.md, "Libraries opened on demand"). Its C
// file parses the feed and expands every event's recurrences itself, so Swift sees only the
// carousel_ical_ calls below and none of libical's own types.
#ifndef CAROUSEL_CICAL_H
#define CAROUSEL_CICAL_H

#include <stddef.h>
#include <stdint.h>

/// Opens libical (thread-safe; a call after a failure tries again). Returns 1 when it is ready;
/// otherwise 0, with the reason in `error` (`size` bytes, always terminated).
int carousel_ical_load(char *error, size_t size);

/// How an occurrence's times are counted.
enum carousel_ical_kind {
  /// An instant: seconds from the epoch, UTC (a time in UTC or with a known zone).
  CAROUSEL_ICAL_TIMED = 0,
  /// A wall time without a zone ("floating"): the seconds of that date and time counted as if
  /// it were UTC; it happens at that wall time wherever the frame is.
  CAROUSEL_ICAL_FLOATING = 1,
  /// All day: midnight of the first day and of the day after the last, counted as if UTC.
  CAROUSEL_ICAL_ALL_DAY = 2,
};

/// One occurrence of an event.
struct carousel_ical_occurrence {
  int64_t start;
  /// Its end (at least its start), counted as `start` is.
  int64_t end;
  enum carousel_ical_kind kind;
  /// The event's SUMMARY and LOCATION, UTF-8, or empty; valid during the visit alone.
  const char *summary;
  const char *location;
};

/// Called for each occurrence; returns 0 to stop the expansion.
typedef int (*carousel_ical_visitor)(const struct carousel_ical_occurrence *occurrence,
                                     void *context);

/// Parses `text` (`length` bytes, an iCalendar stream) and visits every occurrence of its
/// events (VEVENT) that may overlap [`from`, `to`) (seconds from the epoch, UTC; a day's margin
/// on each side for floating and all-day times, which the caller places; `day` is that margin,
/// the seconds of a civil day as the caller's time module has them, also the length of an
/// all-day event without an end): recurrence rules (RRULE) and dates (RDATE) expanded, EXDATE
/// left out, a RECURRENCE-ID's changed occurrence in place of the one it replaces, cancelled
/// ones left out. Each rule is followed at most
/// `max_steps` steps.
/// Returns how many occurrences were visited; -1 when `text` is not an iCalendar stream (the
/// reason in `error`).
int carousel_ical_expand(const char *text, size_t length, int64_t from, int64_t to,
                         int64_t day, long max_steps, carousel_ical_visitor visit,
                         void *context, char *error, size_t size);

#endif
