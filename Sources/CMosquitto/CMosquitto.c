// libmosquitto's functions that Mosquitto.swift calls, forwarded to the library opened on demand.
#include "CMosquitto.h"

#include <CLazyLibrary.h>

// libmosquitto keeps soname 1 across its 1.x and 2.x versions (Debian's libmosquitto1).
static struct carousel_lazy_library mosquitto = CAROUSEL_LAZY_LIBRARY("libmosquitto.so.1");

int carousel_mosquitto_load(char *error, size_t size) {
  return carousel_lazy_load(&mosquitto, error, size);
}

typedef struct mosquitto client;

CAROUSEL_FORWARD(mosquitto, int, mosquitto_lib_init, (void), ())
CAROUSEL_FORWARD(mosquitto, client *, mosquitto_new, (const char *id, bool clean, void *user),
                 (id, clean, user))
CAROUSEL_FORWARD_VOID(mosquitto, mosquitto_destroy, (client * mosq), (mosq))
CAROUSEL_FORWARD_VOID(mosquitto, mosquitto_user_data_set, (client * mosq, void *user),
                      (mosq, user))
CAROUSEL_FORWARD(mosquitto, int, mosquitto_will_set,
                 (client * mosq, const char *topic, int length, const void *payload, int qos,
                  bool retain),
                 (mosq, topic, length, payload, qos, retain))
CAROUSEL_FORWARD(mosquitto, int, mosquitto_username_pw_set,
                 (client * mosq, const char *user, const char *password), (mosq, user, password))
CAROUSEL_FORWARD(mosquitto, int, mosquitto_tls_set,
                 (client * mosq, const char *cafile, const char *capath, const char *certfile,
                  const char *keyfile, int (*password)(char *, int, int, void *)),
                 (mosq, cafile, capath, certfile, keyfile, password))
CAROUSEL_FORWARD(mosquitto, int, mosquitto_connect_bind_async,
                 (client * mosq, const char *host, int port, int keepalive, const char *bind),
                 (mosq, host, port, keepalive, bind))
CAROUSEL_FORWARD(mosquitto, int, mosquitto_reconnect_async, (client * mosq), (mosq))
CAROUSEL_FORWARD(mosquitto, int, mosquitto_disconnect, (client * mosq), (mosq))
CAROUSEL_FORWARD(mosquitto, int, mosquitto_socket, (client * mosq), (mosq))
CAROUSEL_FORWARD(mosquitto, bool, mosquitto_want_write, (client * mosq), (mosq))
CAROUSEL_FORWARD(mosquitto, int, mosquitto_loop_read, (client * mosq, int packets),
                 (mosq, packets))
CAROUSEL_FORWARD(mosquitto, int, mosquitto_loop_write, (client * mosq, int packets),
                 (mosq, packets))
CAROUSEL_FORWARD(mosquitto, int, mosquitto_loop_misc, (client * mosq), (mosq))
CAROUSEL_FORWARD(mosquitto, int, mosquitto_publish,
                 (client * mosq, int *mid, const char *topic, int length, const void *payload,
                  int qos, bool retain),
                 (mosq, mid, topic, length, payload, qos, retain))
CAROUSEL_FORWARD(mosquitto, int, mosquitto_subscribe,
                 (client * mosq, int *mid, const char *pattern, int qos), (mosq, mid, pattern, qos))
CAROUSEL_FORWARD_VOID(mosquitto, mosquitto_connect_callback_set,
                      (client * mosq, void (*callback)(client *, void *, int)), (mosq, callback))
CAROUSEL_FORWARD_VOID(mosquitto, mosquitto_disconnect_callback_set,
                      (client * mosq, void (*callback)(client *, void *, int)), (mosq, callback))
CAROUSEL_FORWARD_VOID(mosquitto, mosquitto_publish_callback_set,
                      (client * mosq, void (*callback)(client *, void *, int)), (mosq, callback))
CAROUSEL_FORWARD_VOID(mosquitto, mosquitto_message_callback_set,
                      (client * mosq,
                       void (*callback)(client *, void *, const struct mosquitto_message *)),
                      (mosq, callback))
CAROUSEL_FORWARD(mosquitto, const char *, mosquitto_strerror, (int code), (code))
CAROUSEL_FORWARD(mosquitto, const char *, mosquitto_connack_string, (int code), (code))
