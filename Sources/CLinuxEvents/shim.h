#ifndef FACEPLATE_CLINUXEVENTS_H
#define FACEPLATE_CLINUXEVENTS_H
// The event-loop primitives of Linux: one epoll set over input, DRM, a timerfd, a signalfd and an eventfd.
#include <sys/epoll.h>
#include <sys/timerfd.h>
#include <sys/signalfd.h>
#include <sys/eventfd.h>
#include <signal.h>
#include <time.h>
#endif
