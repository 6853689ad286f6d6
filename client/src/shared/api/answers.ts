/**
 * The answers' schemas as the browser loads them: with the first call that reads one (calls.ts),
 * never with a page's own code. Zod is configured first (no eval probe, see zod-config.ts).
 */
import '#client/shared/core/zod-config.ts';

export { ANSWERS } from '#contract/answers.ts';
