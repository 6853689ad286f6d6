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
 *
 * --no-allocation-site-pretenuring: V8 otherwise learns that some per-request objects (undici's
 * request, the outgoing headers) often survive a scavenge, because ~50 requests are in flight at
 * each one, and starts allocating them straight into the old generation. There each is garbage
 * within milliseconds but lives until the next mark-compact, and keeps the young strings it
 * points at alive through the scavenges, which then promote them too: 0.8 KB (1.6 signed in)
 * reached the old generation per proxied call, and a long-running server paid a mark-compact
 * every ~1.7 s under load, each a 4-10 ms pause with ~60 ms of marking on the same core: the
 * slowest answers. Without it 0.3-0.4 KB per call, a mark-compact every ~4 s and RSS ~18 MB lower,
 * at the same CPU time per request (docs/decisions/0022-proxy-latency-tail.md).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--v8-pool-size=1', '--no-allocation-site-pretenuring'];
