// The wire description of wlr-output-power-management-unstable-v1, version 1, that
// libwayland-client marshals requests and dispatches events with (see CWlrOutputPower.h for
// why it is written by hand). Signatures: "n" a new object, "o" an object, "u" an unsigned.
#include "CWlrOutputPower.h"

#include <stddef.h>

// The argument types of every message, one array shared as wayland-scanner lays it out: a
// message's types start at its offset, one entry per argument (NULL for a plain number).
static const struct wl_interface *types[] = {
    NULL,
    &zwlr_output_power_v1_interface,  // get_output_power's new object
    &wl_output_interface,             // and its output
};

static const struct wl_message manager_requests[] = {
    {"get_output_power", "no", types + 1},
    {"destroy", "", types + 0},
};

const struct wl_interface zwlr_output_power_manager_v1_interface = {
    "zwlr_output_power_manager_v1", 1, 2, manager_requests, 0, NULL,
};

static const struct wl_message power_requests[] = {
    {"set_mode", "u", types + 0},
    {"destroy", "", types + 0},
};

static const struct wl_message power_events[] = {
    {"mode", "u", types + 0},
    {"failed", "", types + 0},
};

const struct wl_interface zwlr_output_power_v1_interface = {
    "zwlr_output_power_v1", 1, 2, power_requests, 2, power_events,
};
