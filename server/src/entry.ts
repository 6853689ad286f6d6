/**
 * What `node dist/server/index.js` runs first: the Node version check, then the server
 * (dist/server/server.js, built from index.ts). The server's dependencies need Node 24: on an
 * older Node they fail while loading, with a stack trace that names no cause. A static import
 * would load them before any check could run, so the server is imported only after it.
 */
import { nodeVersionProblem } from './node-version';

/** A variable, not a literal: the bundler leaves the import to run time, after the check. */
const SERVER_MODULE = './server.js';

const problem = nodeVersionProblem(process.version);
if (problem) {
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}
await import(SERVER_MODULE);
