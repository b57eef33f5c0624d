// libmosquitto (libmosquitto-dev), the MQTT client library. Only MQTTSurface's Mosquitto.swift
// imports this module.
//
// The library is opened when the MQTT surface starts (after the first picture is on screen),
// not at every start: it brings OpenSSL's libssl and libcrypto (docs/architecture.md,
// "Libraries opened on demand"). Call carousel_mosquitto_load() before any mosquitto function;
// the functions this module declares forward to the opened library.
#ifndef CAROUSEL_CMOSQUITTO_H
#define CAROUSEL_CMOSQUITTO_H

#include <mosquitto.h>
#include <mqtt_protocol.h>
#include <stddef.h>

/// Opens libmosquitto (thread-safe; a call after a failure tries again). Returns 1 when it is open;
/// otherwise 0, with the loader's reason in `error` (`size` bytes, always terminated).
int carousel_mosquitto_load(char *error, size_t size);

#endif
