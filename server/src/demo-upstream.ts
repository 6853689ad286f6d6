/**
 * The demo entry: the one server module allowed to reach into mock-upstream (eslint.config.js
 * keeps every other server file off it). Demo mode starts the embedded mock upstream through
 * here; production never loads it (the import is dynamic and only runs when `config.demo` is set).
 */
export async function startEmbeddedMockUpstream(options: Parameters<typeof import('#mock-upstream/server.ts').startMockUpstream>[0]) {
  const { startMockUpstream } = await import('#mock-upstream/server.ts');
  return startMockUpstream(options);
}
