// The calendar worker's reading of a feed, on libical opened on demand: the stream parsed, each
// event's occurrences in a window expanded in the event's own time zone (so a weekly 09:00 in
// Berlin stays at 09:00 across the change to summer time), and handed to Swift one by one.
#include "CICal.h"

#include <CLazyLibrary.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libical/ical.h>

// Debian's libical3; soname 3 since libical 2.0.
static struct carousel_lazy_library ical = CAROUSEL_LAZY_LIBRARY("libical.so.3");

/// libical's functions, found once it is open (`api_ready`).
static struct {
  void (*set_errors_are_fatal)(int);
  icalcomponent *(*parse_string)(const char *);
  void (*component_free)(icalcomponent *);
  icalcomponent_kind (*isa)(const icalcomponent *);
  icalcomponent *(*first_component)(icalcomponent *, icalcomponent_kind);
  icalcomponent *(*next_component)(icalcomponent *, icalcomponent_kind);
  icalcomponent *(*parent)(icalcomponent *);
  icalproperty *(*first_property)(icalcomponent *, icalproperty_kind);
  icalproperty *(*next_property)(icalcomponent *, icalproperty_kind);
  icalparameter *(*first_parameter)(icalproperty *, icalparameter_kind);
  const char *(*parameter_tzid)(const icalparameter *);
  struct icaltimetype (*property_dtstart)(const icalproperty *);
  struct icaltimetype (*property_dtend)(const icalproperty *);
  struct icaltimetype (*property_exdate)(const icalproperty *);
  struct icaltimetype (*property_recurrenceid)(const icalproperty *);
  struct icaldatetimeperiodtype (*property_rdate)(const icalproperty *);
  struct icalrecurrencetype (*property_rrule)(const icalproperty *);
  struct icaldurationtype (*property_duration)(const icalproperty *);
  const char *(*summary)(icalcomponent *);
  const char *(*location)(icalcomponent *);
  const char *(*uid)(icalcomponent *);
  enum icalproperty_status (*status)(icalcomponent *);
  icaltimezone *(*component_timezone)(icalcomponent *, const char *);
  icaltimezone *(*builtin_from_tzid)(const char *);
  icaltimezone *(*builtin)(const char *);
  icaltimezone *(*utc)(void);
  time_t (*as_timet_with_zone)(const struct icaltimetype, const icaltimezone *);
  struct icaltimetype (*from_timet_with_zone)(const time_t, const int, const icaltimezone *);
  int (*is_null_time)(const struct icaltimetype);
  int (*duration_as_int)(struct icaldurationtype);
  icalrecur_iterator *(*iterator_new)(struct icalrecurrencetype, struct icaltimetype);
  int (*iterator_set_start)(icalrecur_iterator *, struct icaltimetype);
  struct icaltimetype (*iterator_next)(icalrecur_iterator *);
  void (*iterator_free)(icalrecur_iterator *);
} api;
static pthread_mutex_t api_lock = PTHREAD_MUTEX_INITIALIZER;
static int api_ready;

#define FIND(field, symbol) api.field = carousel_lazy_symbol(&ical, #symbol)

int carousel_ical_load(char *error, size_t size) {
  if (__atomic_load_n(&api_ready, __ATOMIC_ACQUIRE)) return 1;
  if (!carousel_lazy_load(&ical, error, size)) return 0;
  pthread_mutex_lock(&api_lock);
  if (!api_ready) {
    FIND(set_errors_are_fatal, icalerror_set_errors_are_fatal);
    FIND(parse_string, icalparser_parse_string);
    FIND(component_free, icalcomponent_free);
    FIND(isa, icalcomponent_isa);
    FIND(first_component, icalcomponent_get_first_component);
    FIND(next_component, icalcomponent_get_next_component);
    FIND(parent, icalcomponent_get_parent);
    FIND(first_property, icalcomponent_get_first_property);
    FIND(next_property, icalcomponent_get_next_property);
    FIND(first_parameter, icalproperty_get_first_parameter);
    FIND(parameter_tzid, icalparameter_get_tzid);
    FIND(property_dtstart, icalproperty_get_dtstart);
    FIND(property_dtend, icalproperty_get_dtend);
    FIND(property_exdate, icalproperty_get_exdate);
    FIND(property_recurrenceid, icalproperty_get_recurrenceid);
    FIND(property_rdate, icalproperty_get_rdate);
    FIND(property_rrule, icalproperty_get_rrule);
    FIND(property_duration, icalproperty_get_duration);
    FIND(summary, icalcomponent_get_summary);
    FIND(location, icalcomponent_get_location);
    FIND(uid, icalcomponent_get_uid);
    FIND(status, icalcomponent_get_status);
    FIND(component_timezone, icalcomponent_get_timezone);
    FIND(builtin_from_tzid, icaltimezone_get_builtin_timezone_from_tzid);
    FIND(builtin, icaltimezone_get_builtin_timezone);
    FIND(utc, icaltimezone_get_utc_timezone);
    FIND(as_timet_with_zone, icaltime_as_timet_with_zone);
    FIND(from_timet_with_zone, icaltime_from_timet_with_zone);
    FIND(is_null_time, icaltime_is_null_time);
    FIND(duration_as_int, icaldurationtype_as_int);
    FIND(iterator_new, icalrecur_iterator_new);
    FIND(iterator_set_start, icalrecur_iterator_set_start);
    FIND(iterator_next, icalrecur_iterator_next);
    FIND(iterator_free, icalrecur_iterator_free);
    // A malformed line is a parse error kept in the tree, never an abort of the worker.
    api.set_errors_are_fatal(0);
    __atomic_store_n(&api_ready, 1, __ATOMIC_RELEASE);
  }
  pthread_mutex_unlock(&api_lock);
  return 1;
}

/// The zone a property's TZID names: the calendar's own VTIMEZONE first, then the system's
/// zone of that name (a feed that names "Europe/Berlin" without defining it); NULL for none.
static const icaltimezone *zone_of(icalcomponent *event, icalproperty *property) {
  icalparameter *parameter = api.first_parameter(property, ICAL_TZID_PARAMETER);
  const char *tzid = parameter ? api.parameter_tzid(parameter) : NULL;
  if (!tzid || !*tzid) return NULL;
  for (icalcomponent *c = event; c; c = api.parent(c)) {
    icaltimezone *zone = api.component_timezone(c, tzid);
    if (zone) return zone;
  }
  icaltimezone *zone = api.builtin_from_tzid(tzid);
  return zone ? zone : api.builtin(tzid);
}

/// `time` with its zone: UTC when written so, else `zone` (its property's TZID, or the event's
/// start's zone for an EXDATE or RDATE without one); NULL zone is floating.
static struct icaltimetype zoned(struct icaltimetype time, const icaltimezone *zone) {
  if (time.zone == api.utc()) return time;
  time.zone = time.is_date ? NULL : zone;
  return time;
}

/// The seconds `time` names: an instant when it has a zone, else its wall time counted as UTC.
static int64_t seconds_of(struct icaltimetype time) {
  return (int64_t)api.as_timet_with_zone(time, time.zone ? time.zone : api.utc());
}

static enum carousel_ical_kind kind_of(struct icaltimetype start) {
  if (start.is_date) return CAROUSEL_ICAL_ALL_DAY;
  return start.zone ? CAROUSEL_ICAL_TIMED : CAROUSEL_ICAL_FLOATING;
}

/// One event while it is expanded.
struct event {
  icalcomponent *component;
  struct icaltimetype start;
  int64_t duration;
  enum carousel_ical_kind kind;
  int64_t from, to;  // the window, widened by a day each way
  int64_t day;  // seconds in a civil day (the caller's)
  icalcomponent **all;  // every VEVENT of the calendar, `count` of them (changed occurrences)
  size_t count;
  carousel_ical_visitor visit;
  void *context;
  long visited;
  int stopped;
};

/// The event's start property's time, zoned, in `start`; 0 when it has none.
static int start_of(icalcomponent *component, struct icaltimetype *start) {
  icalproperty *property = api.first_property(component, ICAL_DTSTART_PROPERTY);
  if (!property) return 0;
  *start = zoned(api.property_dtstart(property), zone_of(component, property));
  return !api.is_null_time(*start);
}

/// Seconds from the event's start to its end: DTEND, else DURATION, else a day for a date and
/// nothing for a time (RFC 5545, 3.6.1).
static int64_t duration_of(icalcomponent *component, struct icaltimetype start, int64_t day) {
  icalproperty *end = api.first_property(component, ICAL_DTEND_PROPERTY);
  if (end) {
    struct icaltimetype time = zoned(api.property_dtend(end), zone_of(component, end));
    if (start.is_date && !time.is_date) time.is_date = 1;
    if (!time.zone && !time.is_date) time.zone = start.zone;
    int64_t seconds = seconds_of(time) - seconds_of(start);
    return seconds > 0 ? seconds : 0;
  }
  icalproperty *duration = api.first_property(component, ICAL_DURATION_PROPERTY);
  if (duration) {
    int seconds = api.duration_as_int(api.property_duration(duration));
    return seconds > 0 ? seconds : 0;
  }
  return start.is_date ? day : 0;
}

/// Whether an EXDATE of the event, or a changed occurrence (`overrides`), takes `time`'s place.
static int is_excluded(struct event *event, struct icaltimetype time, int64_t seconds) {
  icalcomponent *c = event->component;
  for (icalproperty *p = api.first_property(c, ICAL_EXDATE_PROPERTY); p;
       p = api.next_property(c, ICAL_EXDATE_PROPERTY)) {
    struct icaltimetype excluded = api.property_exdate(p);
    const icaltimezone *zone = zone_of(c, p);
    excluded = zoned(excluded, zone ? zone : event->start.zone);
    if (excluded.is_date) {
      if (excluded.year == time.year && excluded.month == time.month && excluded.day == time.day)
        return 1;
    } else if (seconds_of(excluded) == seconds) {
      return 1;
    }
  }
  const char *uid = api.uid(c);
  if (!uid) return 0;
  for (size_t index = 0; index < event->count; index++) {
    icalcomponent *other = event->all[index];
    icalproperty *rid = api.first_property(other, ICAL_RECURRENCEID_PROPERTY);
    const char *other_uid = rid ? api.uid(other) : NULL;
    if (!other_uid || strcmp(other_uid, uid) != 0) continue;
    struct icaltimetype replaced = api.property_recurrenceid(rid);
    const icaltimezone *zone = zone_of(other, rid);
    replaced = zoned(replaced, zone ? zone : event->start.zone);
    if (seconds_of(replaced) == seconds) return 1;
  }
  return 0;
}

/// Visits the occurrence starting at `time` when it reaches into the window.
static void offer(struct event *event, struct icaltimetype time) {
  int64_t start = seconds_of(time);
  int64_t end = start + event->duration;
  if (end < event->from || start >= event->to || (end == start && start < event->from)) return;
  struct carousel_ical_occurrence occurrence = {
      .start = start,
      .end = end,
      .kind = event->kind,
      .summary = api.summary(event->component),
      .location = api.location(event->component),
  };
  if (!occurrence.summary) occurrence.summary = "";
  if (!occurrence.location) occurrence.location = "";
  event->visited += 1;
  if (!event->visit(&occurrence, event->context)) event->stopped = 1;
}

/// Follows one RRULE from the event's start, skipping to the window's neighbourhood when the
/// rule has no COUNT (with a COUNT, the occurrences before the window count too).
static void follow_rule(struct event *event, struct icalrecurrencetype rule, long max_steps) {
  icalrecur_iterator *iterator = api.iterator_new(rule, event->start);
  if (!iterator) return;
  if (rule.count == 0) {
    time_t skip = (time_t)(event->from - event->duration - event->day);
    if (skip > seconds_of(event->start)) {
      struct icaltimetype near = api.from_timet_with_zone(
          skip, event->start.is_date, event->start.zone ? event->start.zone : api.utc());
      near.zone = event->start.zone;
      (void)api.iterator_set_start(iterator, near);
    }
  }
  for (long step = 0; step < max_steps && !event->stopped; step++) {
    struct icaltimetype time = api.iterator_next(iterator);
    if (api.is_null_time(time)) break;
    time.zone = event->start.zone;
    time.is_date = event->start.is_date;
    int64_t seconds = seconds_of(time);
    if (seconds >= event->to) break;
    if (!is_excluded(event, time, seconds)) offer(event, time);
  }
  api.iterator_free(iterator);
}

/// Visits every occurrence of one VEVENT.
static void expand_event(struct event *event, long max_steps) {
  icalcomponent *c = event->component;
  if (api.status(c) == ICAL_STATUS_CANCELLED) return;
  int has_rule = 0;
  if (!api.first_property(c, ICAL_RECURRENCEID_PROPERTY)) {
    for (icalproperty *p = api.first_property(c, ICAL_RRULE_PROPERTY); p && !event->stopped;
         p = api.next_property(c, ICAL_RRULE_PROPERTY)) {
      has_rule = 1;
      follow_rule(event, api.property_rrule(p), max_steps);
    }
    for (icalproperty *p = api.first_property(c, ICAL_RDATE_PROPERTY); p && !event->stopped;
         p = api.next_property(c, ICAL_RDATE_PROPERTY)) {
      struct icaldatetimeperiodtype date = api.property_rdate(p);
      if (api.is_null_time(date.time)) continue;
      const icaltimezone *zone = zone_of(c, p);
      struct icaltimetype time = zoned(date.time, zone ? zone : event->start.zone);
      if (!is_excluded(event, time, seconds_of(time))) offer(event, time);
    }
  }
  if (!has_rule && !event->stopped) offer(event, event->start);
}

int carousel_ical_expand(const char *text, size_t length, int64_t from, int64_t to,
                         int64_t day, long max_steps, carousel_ical_visitor visit,
                         void *context, char *error, size_t size) {
  if (size > 0) error[0] = 0;
  if (!carousel_ical_load(error, size)) return -1;
  if (memchr(text, 0, length)) {
    snprintf(error, size, "it holds a NUL byte (not iCalendar text)");
    return -1;
  }
  icalcomponent *root = api.parse_string(text);
  if (!root || api.isa(root) != ICAL_VCALENDAR_COMPONENT) {
    if (root) api.component_free(root);
    snprintf(error, size, "it is not an iCalendar stream (no VCALENDAR)");
    return -1;
  }
  size_t count = 0;
  for (icalcomponent *c = api.first_component(root, ICAL_VEVENT_COMPONENT); c;
       c = api.next_component(root, ICAL_VEVENT_COMPONENT)) {
    count++;
  }
  icalcomponent **all = calloc(count ? count : 1, sizeof *all);
  if (!all) {
    api.component_free(root);
    snprintf(error, size, "out of memory");
    return -1;
  }
  size_t filled = 0;
  for (icalcomponent *c = api.first_component(root, ICAL_VEVENT_COMPONENT); c && filled < count;
       c = api.next_component(root, ICAL_VEVENT_COMPONENT)) {
    all[filled++] = c;
  }
  long visited = 0;
  for (size_t index = 0; index < filled; index++) {
    struct event event = {.component = all[index], .from = from - day, .to = to + day,
                          .day = day,
                          .all = all, .count = filled, .visit = visit, .context = context};
    if (!start_of(event.component, &event.start)) continue;
    event.kind = kind_of(event.start);
    event.duration = duration_of(event.component, event.start, day);
    expand_event(&event, max_steps);
    visited += event.visited;
    if (event.stopped) break;
  }
  free(all);
  api.component_free(root);
  return visited > 0x7fffffff ? 0x7fffffff : (int)visited;
}
