// libmosquitto: the MQTT client FaceplateMQTT drives from the panel's own loop (never its thread).
#ifndef FACEPLATE_CMOSQUITTO_SHIM_H
#define FACEPLATE_CMOSQUITTO_SHIM_H
#include <mosquitto.h>
#endif
