/**
 * The remote-desktop config answer's shape, loaded with the call that needs it
 * (pages/remote-desktop-page.tsx): the page takes its HTML over without zod and the contract's
 * schemas. A module of its own rather than a dynamic import of shared/core/entities.ts, whose
 * `export *` would make the bundler split its runtime helpers out of the entry into a file
 * every first load then fetches (docs/decisions/0011-page-main-thread-work.md).
 */
export { remoteDesktopConfigSchema } from '#client/shared/core/entities.ts';
