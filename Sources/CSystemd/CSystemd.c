// sd-bus's functions that MPRISSurface calls, forwarded to libsystemd opened on demand.
#include "CSystemd.h"

#include <CLazyLibrary.h>

// libsystemd keeps soname 0 (Debian's libsystemd0).
static struct carousel_lazy_library systemd = CAROUSEL_LAZY_LIBRARY("libsystemd.so.0");

int carousel_systemd_load(char *error, size_t size) {
  return carousel_lazy_load(&systemd, error, size);
}

typedef sd_bus_message message;

CAROUSEL_FORWARD(systemd, int, sd_bus_open_user, (sd_bus * *bus), (bus))
CAROUSEL_FORWARD(systemd, sd_bus *, sd_bus_flush_close_unref, (sd_bus * bus), (bus))
CAROUSEL_FORWARD(systemd, int, sd_bus_set_method_call_timeout, (sd_bus * bus, uint64_t usec),
                 (bus, usec))
CAROUSEL_FORWARD(systemd, int, sd_bus_request_name,
                 (sd_bus * bus, const char *name, uint64_t flags), (bus, name, flags))
CAROUSEL_FORWARD(systemd, int, sd_bus_add_object,
                 (sd_bus * bus, sd_bus_slot **slot, const char *path,
                  sd_bus_message_handler_t callback, void *user),
                 (bus, slot, path, callback, user))
CAROUSEL_FORWARD(systemd, sd_bus_slot *, sd_bus_slot_unref, (sd_bus_slot * slot), (slot))
CAROUSEL_FORWARD(systemd, int, sd_bus_get_fd, (sd_bus * bus), (bus))
CAROUSEL_FORWARD(systemd, int, sd_bus_get_events, (sd_bus * bus), (bus))
CAROUSEL_FORWARD(systemd, int, sd_bus_get_timeout, (sd_bus * bus, uint64_t *usec), (bus, usec))
CAROUSEL_FORWARD(systemd, int, sd_bus_process, (sd_bus * bus, message **received),
                 (bus, received))
CAROUSEL_FORWARD(systemd, int, sd_bus_send, (sd_bus * bus, message *m, uint64_t *cookie),
                 (bus, m, cookie))
CAROUSEL_FORWARD(systemd, message *, sd_bus_message_unref, (message * m), (m))
CAROUSEL_FORWARD(systemd, sd_bus *, sd_bus_message_get_bus, (message * m), (m))
CAROUSEL_FORWARD(systemd, const char *, sd_bus_message_get_interface, (message * m), (m))
CAROUSEL_FORWARD(systemd, const char *, sd_bus_message_get_member, (message * m), (m))
CAROUSEL_FORWARD(systemd, int, sd_bus_message_new_method_return, (message * call, message **m),
                 (call, m))
CAROUSEL_FORWARD(systemd, int, sd_bus_message_new_signal,
                 (sd_bus * bus, message **m, const char *path, const char *interface,
                  const char *member),
                 (bus, m, path, interface, member))
CAROUSEL_FORWARD(systemd, int, sd_bus_message_append_basic,
                 (message * m, char type, const void *value), (m, type, value))
CAROUSEL_FORWARD(systemd, int, sd_bus_message_read_basic, (message * m, char type, void *value),
                 (m, type, value))
CAROUSEL_FORWARD(systemd, int, sd_bus_message_open_container,
                 (message * m, char type, const char *contents), (m, type, contents))
CAROUSEL_FORWARD(systemd, int, sd_bus_message_close_container, (message * m), (m))
CAROUSEL_FORWARD(systemd, int, sd_bus_message_enter_container,
                 (message * m, char type, const char *contents), (m, type, contents))
CAROUSEL_FORWARD(systemd, int, sd_bus_message_exit_container, (message * m), (m))
CAROUSEL_FORWARD(systemd, int, sd_bus_reply_method_error,
                 (message * call, const sd_bus_error *error), (call, error))
CAROUSEL_FORWARD(systemd, int, sd_bus_error_set,
                 (sd_bus_error * error, const char *name, const char *text), (error, name, text))
CAROUSEL_FORWARD_VOID(systemd, sd_bus_error_free, (sd_bus_error * error), (error))
