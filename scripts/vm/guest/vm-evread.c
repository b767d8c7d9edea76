/* vm-evread: a do-nothing reader of one evdev node, the yardstick for `faceplate run --latency` in the VM.
 *
 * It waits in poll() as the app's loop waits in epoll, reads every event as soon as the node is readable,
 * and does nothing with them. For each kernel frame (SYN_REPORT) it notes three times on CLOCK_MONOTONIC,
 * the clock it asks evdev to stamp events with (EVIOCSCLOCKID, as libinput does):
 *   kernel   the event's own timestamp (when evdev queued it),
 *   ready    when poll() returned (the app's "input fd readable", where its input->action begins),
 *   read     when read() had returned the frame's SYN_REPORT.
 * Frames in which a finger lifts (ABS_MT_TRACKING_ID -1) are the ones a tap's action runs on; they are
 * counted apart. It runs until the device goes away (ENODEV: app.sh unplugs it) or SIGTERM/SIGINT, then
 * prints one summary line:
 *   evread: F frames, L lifts: kernel->ready median A ms, ready->read median B ms; lifts: kernel->read
 *   median C ms, first lift kernel->read D ms
 * and, with -v, one line per lift frame as it happens.
 *
 * Built on the host by scripts/vm/e2e (gcc -O2) into the VM cache; the guest runs the host's binaries.
 * usage: vm-evread [-v] /dev/input/eventN
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/input.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#define MAX_SAMPLES 4096 /* frames kept for the medians; later ones are counted, not kept */

static volatile sig_atomic_t stop_signal;
static void on_signal(int s) { stop_signal = s; }

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The median of n values in milliseconds (sorts a copy); negative when there are none. */
static double median_ms(const double *v, int n) {
    static double copy[MAX_SAMPLES];
    if (n <= 0) return -1;
    memcpy(copy, v, (size_t)n * sizeof *v);
    qsort(copy, (size_t)n, sizeof *copy, cmp);
    double m = n % 2 ? copy[n / 2] : (copy[n / 2 - 1] + copy[n / 2]) / 2;
    return m * 1000;
}

static double kernel_to_ready[MAX_SAMPLES], ready_to_read[MAX_SAMPLES], lift_kernel_to_read[MAX_SAMPLES];
static int frames, kept, lifts, lifts_kept;
static double first_lift = -1;

static void summary(void) {
    printf("evread: %d frames, %d lifts: kernel->ready median %.3f ms, ready->read median %.3f ms; "
           "lifts: kernel->read median %.3f ms, first lift kernel->read %.3f ms\n",
           frames, lifts, median_ms(kernel_to_ready, kept), median_ms(ready_to_read, kept),
           median_ms(lift_kernel_to_read, lifts_kept), first_lift * 1000);
}

int main(int argc, char **argv) {
    int verbose = 0;
    if (argc == 3 && strcmp(argv[1], "-v") == 0) { verbose = 1; argv++; argc--; }
    if (argc != 2 || strncmp(argv[1], "/dev/input/event", 16) != 0) {
        fprintf(stderr, "usage: vm-evread [-v] /dev/input/eventN\n");
        return 2;
    }
    setvbuf(stdout, NULL, _IOLBF, 0);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal; /* no SA_RESTART: poll() returns EINTR and the loop ends */
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGINT, &sa, NULL);

    int fd = open(argv[1], O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) { fprintf(stderr, "vm-evread: %.80s: %s\n", argv[1], strerror(errno)); return 1; }
    int clock = CLOCK_MONOTONIC;
    if (ioctl(fd, EVIOCSCLOCKID, &clock) != 0) {
        fprintf(stderr, "vm-evread: EVIOCSCLOCKID: %s\n", strerror(errno)); return 1;
    }
    printf("evread: reading %s\n", argv[1]);

    struct input_event ev[64];
    double ready = 0;
    int lifted = 0;
    while (!stop_signal) {
        struct pollfd p = { .fd = fd, .events = POLLIN };
        int r = poll(&p, 1, -1);
        if (r < 0) { if (errno == EINTR) continue; perror("vm-evread: poll"); return 1; }
        ready = now();
        if (p.revents & (POLLERR | POLLHUP | POLLNVAL)) break; /* unplugged */
        for (;;) {
            ssize_t n = read(fd, ev, sizeof ev);
            if (n < 0) {
                if (errno == EAGAIN || errno == EINTR) break;
                if (errno == ENODEV) goto done;
                perror("vm-evread: read"); return 1;
            }
            if (n == 0) goto done;
            double got = now();
            for (size_t i = 0; i < (size_t)n / sizeof *ev; i++) {
                const struct input_event *e = &ev[i];
                if (e->type == EV_ABS && e->code == ABS_MT_TRACKING_ID && e->value == -1) lifted = 1;
                if (e->type != EV_SYN || e->code != SYN_REPORT) continue;
                double k = (double)e->input_event_sec + (double)e->input_event_usec / 1e6;
                frames++;
                if (kept < MAX_SAMPLES) {
                    kernel_to_ready[kept] = ready - k;
                    ready_to_read[kept] = got - ready;
                    kept++;
                }
                if (lifted) {
                    lifts++;
                    if (first_lift < 0) first_lift = got - k;
                    if (lifts_kept < MAX_SAMPLES) lift_kernel_to_read[lifts_kept++] = got - k;
                    if (verbose)
                        printf("evread lift: kernel->ready %.3f ms, ready->read %.3f ms\n",
                               (ready - k) * 1000, (got - ready) * 1000);
                    lifted = 0;
                }
            }
        }
    }
done:
    summary();
    close(fd);
    return 0;
}
