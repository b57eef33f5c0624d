// Linux calls that Swift's Glibc module does not show (they need _GNU_SOURCE, or are macros):
// memfd_create, prctl, passing a descriptor over a Unix socket (SCM_RIGHTS), closing every
// inherited descriptor in a spawned worker, tuning the allocator (mallopt), pipe2, a timer that
// notices the system clock being set, renaming without replacing (renameat2), naming a thread,
// the processors this process may run on, and a process's end as a descriptor (pidfd). Only
// the files of PictureKit's Isolation/ and SystemKit's Allocator, WakePipe, ShellCommands, ClockStepWatch, FileRename, DetachedThread,
// Processors and ChildEnd import it.
//
// _GNU_SOURCE is not defined here: it would change system structures that other modules
// (Dispatch, Glibc) see without it. memfd_create and pipe2 are declared as glibc defines them
// (2.27 and 2.9 on).
#ifndef CAROUSEL_CLINUX_SHIM_H
#define CAROUSEL_CLINUX_SHIM_H

#include <errno.h>
#include <fcntl.h>
#include <linux/memfd.h>
#include <malloc.h>
#include <signal.h>
#include <spawn.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/timerfd.h>
#include <sys/uio.h>
#include <unistd.h>

extern int memfd_create(const char *name, unsigned int flags);
extern int pipe2(int ends[2], int flags);
extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);

// The spawned process closes every descriptor from `from` on before it runs (glibc 2.34).
static inline int carousel_spawn_close_from(posix_spawn_file_actions_t *actions, int from) {
  return posix_spawn_file_actions_addclosefrom_np(actions, from);
}

// Closes every descriptor from `from` on in this process (close_range, Linux 5.9): a worker
// forked from the app keeps only its socket.
static inline int carousel_close_from(int from) {
  return (int)syscall(SYS_close_range, (unsigned)from, ~0U, 0);
}

// Unblocks every signal and sets each back to its default action: a worker forked from the app
// (which blocks TERM, INT and HUP for its watcher, and whose Swift runtime catches crashes to
// print a backtrace) dies of signals as a fresh process does.
static inline void carousel_reset_signals(void) {
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  for (int number = 1; number < NSIG; number++) {
    if (number != SIGKILL && number != SIGSTOP) signal(number, SIG_DFL);
  }
}

// A descriptor that polls readable once process `pid` has ended (pidfd_open, Linux 5.3), or -1
// with errno set: a wait for a child's end that can give up at a deadline.
static inline int carousel_pidfd_open(pid_t pid) { return (int)syscall(SYS_pidfd_open, pid, 0); }

// A pipe whose two ends are closed on exec and never block: `ends[0]` to read, `ends[1]` to
// write. Returns 0, or -1 with errno set.
static inline int carousel_wake_pipe(int ends[2]) { return pipe2(ends, O_CLOEXEC | O_NONBLOCK); }

// Arms `timer`, a CLOCK_REALTIME timerfd, for the far future with TFD_TIMER_CANCEL_ON_SET: a read
// then fails with ECANCELED as soon as the system clock is set (a step by NTP, `date -s`).
static inline int carousel_arm_clock_step_timer(int timer) {
  struct itimerspec far = {.it_value = {.tv_sec = 0x7fffffff, .tv_nsec = 0}};
  return timerfd_settime(timer, TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET, &far, NULL);
}

// A CLOCK_REALTIME timerfd, closed on exec and never blocking, armed as above; -1 on error.
static inline int carousel_clock_step_timer(void) {
  int timer = timerfd_create(CLOCK_REALTIME, TFD_CLOEXEC | TFD_NONBLOCK);
  if (timer < 0) return -1;
  if (carousel_arm_clock_step_timer(timer) < 0) {
    close(timer);
    return -1;
  }
  return timer;
}

// How many processors process `pid` (0: the calling thread) may run on: the CPUs of its affinity
// mask (`taskset`, a cpuset), which sysconf's online count ignores; -1 when the kernel does not
// say. The system call, not glibc's wrapper and CPU_COUNT, which need _GNU_SOURCE.
static inline int carousel_allowed_processors(int pid) {
  unsigned long mask[64];  // 4,096 CPUs
  long bytes = syscall(SYS_sched_getaffinity, pid, sizeof(mask), mask);
  if (bytes <= 0) return -1;
  int count = 0;
  for (long word = 0; word < bytes / (long)sizeof(unsigned long); word++) {
    count += __builtin_popcountl(mask[word]);
  }
  return count;
}

// An anonymous file in memory, closed on exec.
static inline int carousel_memfd(const char *name) { return memfd_create(name, MFD_CLOEXEC); }

// The calling process gets SIGKILL when its parent dies.
static inline int carousel_die_with_parent(void) { return prctl(PR_SET_PDEATHSIG, SIGKILL); }

// Names the calling thread (its first 15 bytes), as `top -H` and /proc/PID/task/TID/comm show
// it: pthread_setname_np needs _GNU_SOURCE, and prctl is variadic, which Swift cannot call.
static inline int carousel_name_this_thread(const char *name) {
  return prctl(PR_SET_NAME, name, 0, 0, 0);
}

// Sends `length` bytes and, when `fd` >= 0, a copy of that descriptor, as one datagram.
static inline ssize_t carousel_send(int socket, const void *data, size_t length, int fd) {
  struct iovec io = {.iov_base = (void *)data, .iov_len = length};
  union {
    char buffer[CMSG_SPACE(sizeof(int))];
    struct cmsghdr align;
  } control;
  struct msghdr message;
  memset(&message, 0, sizeof message);
  message.msg_iov = &io;
  message.msg_iovlen = 1;
  if (fd >= 0) {
    memset(&control, 0, sizeof control);
    message.msg_control = control.buffer;
    message.msg_controllen = sizeof control.buffer;
    struct cmsghdr *header = CMSG_FIRSTHDR(&message);
    header->cmsg_level = SOL_SOCKET;
    header->cmsg_type = SCM_RIGHTS;
    header->cmsg_len = CMSG_LEN(sizeof(int));
    memcpy(CMSG_DATA(header), &fd, sizeof(int));
  }
  ssize_t sent;
  do {
    sent = sendmsg(socket, &message, MSG_NOSIGNAL);
  } while (sent < 0 && errno == EINTR);
  return sent;
}

// Receives one datagram of at most `capacity` bytes into `data`; `*fd` is the descriptor that
// came with it (closed on exec), -1 for none, or -2 when one was sent but the process had no
// descriptor left to take it. Returns the byte count, 0 at the end, -1 on error.
static inline ssize_t carousel_receive(int socket, void *data, size_t capacity, int *fd) {
  struct iovec io = {.iov_base = data, .iov_len = capacity};
  union {
    char buffer[CMSG_SPACE(sizeof(int))];
    struct cmsghdr align;
  } control;
  struct msghdr message;
  memset(&message, 0, sizeof message);
  message.msg_iov = &io;
  message.msg_iovlen = 1;
  message.msg_control = control.buffer;
  message.msg_controllen = sizeof control.buffer;
  *fd = -1;
  ssize_t received;
  do {
    received = recvmsg(socket, &message, MSG_CMSG_CLOEXEC);
  } while (received < 0 && errno == EINTR);
  if (received < 0) return -1;
  // A descriptor was sent but this process had none free to take it (EMFILE).
  if (message.msg_flags & MSG_CTRUNC) *fd = -2;
  for (struct cmsghdr *header = CMSG_FIRSTHDR(&message); header;
       header = CMSG_NXTHDR(&message, header)) {
    if (header->cmsg_level == SOL_SOCKET && header->cmsg_type == SCM_RIGHTS) {
      memcpy(fd, CMSG_DATA(header), sizeof(int));
    }
  }
  return received;
}

// Renames `from` to `to` unless `to` exists (renameat2 with RENAME_NOREPLACE, Linux 3.15; glibc
// declares it only with _GNU_SOURCE). Returns 0, or -1 with errno: EEXIST when `to` exists,
// EINVAL when the file system cannot rename so.
static inline int carousel_rename_noreplace(const char *from, const char *to) {
  return (int)syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, 1 /* RENAME_NOREPLACE */);
}

#endif
