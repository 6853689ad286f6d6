/**
 * The flags the site's server runs with, wherever it is started for real: `npm start`, the
 * bench scripts, and the Dockerfile's CMD (which repeats them: keep the two in step).
 *
 * --max-semi-space-size=8: Node 24's V8 sizes the young generation from the heap limit, so on
 * a machine with a few GiB it grew to ~107 MB under 100 connections (semi-spaces of ~50 MB),
 * with ~25 MB actually live, and the process kept it: RSS ~300 MB against ~115 MB idle. Capped
 * at 8 MB per semi-space, the young generation stays at 16 MB; scavenges come more often but
 * each has less to walk, and the CPU time per request measured the same within the noise (see
 * docs/PERFORMANCE.md, "How the figures got here").
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];
