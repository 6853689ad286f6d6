/**
 * The flags the site's server runs with, wherever it is started for real: `npm start`, the
 * bench scripts, and the Dockerfile's CMD (which repeats them: keep the two in step).
 *
 * --max-semi-space-size=8: Node 24's V8 sizes the young generation from the heap limit, so on
 * a machine with a few GiB it grew to ~107 MB under 100 connections (semi-spaces of ~50 MB),
 * with ~25 MB actually live, and the process kept it: RSS ~300 MB against ~115 MB idle. Capped
 * at 8 MB per semi-space, the young generation stays at 16 MB; scavenges come more often but
 * each has less to walk, and the CPU time per request measured the same within the noise (see
 * docs/decisions/0003-young-generation-cap-and-rss.md).
 *
 * --v8-pool-size=1: one V8 background thread (marking, sweeping, compiling) instead of four. The
 * server runs its JavaScript on one thread; on a busy core, four helpers woken together held the
 * event loop off the CPU for 15–25 ms at a time (the main thread runnable but waiting, from
 * /proc/self/task/<tid>/schedstat), and those waits were the site's slowest 1% of answers. With
 * one helper: p99 at saturation 14.3 ms against 19.0 (medians of five alternating runs), the
 * same req/s and CPU time per request (docs/decisions/0016-one-v8-helper-thread.md).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--v8-pool-size=1'];
