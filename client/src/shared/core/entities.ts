/**
 * The contract's entities and zod schemas, as client code imports them. Zod is configured first
 * (no eval probe, see zod-config.ts), because an object schema makes its probe when it is built.
 * Only the pages that validate answers load this, so zod stays out of every page's first load.
 */
import './zod-config';
export * from '#contract/entities.ts';
