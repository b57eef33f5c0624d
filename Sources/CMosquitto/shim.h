// The C headers of libmosquitto, the MQTT client library, as Debian's libmosquitto-dev installs
// them. Only MQTTSurface's MosquittoClient imports this module.
#ifndef CAROUSEL_CMOSQUITTO_SHIM_H
#define CAROUSEL_CMOSQUITTO_SHIM_H

#include <mosquitto.h>
#include <mqtt_protocol.h>

#endif
