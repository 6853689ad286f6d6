/**
 * The answers the browser reads, by the name a call's entry gives them (contract/api-calls.ts
 * `answer`). The browser loads this module with the first call that needs it, so zod and these
 * schemas stay out of a page's own code (client/src/shared/api/answers.ts).
 */
import { z } from 'zod';
import { browserSessionSchema, multipassSchema, productSchema, publicAccountSchema, remoteDesktopConfigSchema } from './entities';

export const ANSWERS = {
  /** Login and signup: the profile (the tokens stay in the server's cookies). */
  signedIn: z.object({ account: publicAccountSchema }),
  product: productSchema,
  multipass: multipassSchema,
  browserSession: browserSessionSchema,
  remoteDesktopConfig: remoteDesktopConfigSchema,
  /** A list whose items the feature reads one by one, so one unreadable item does not hide the rest. */
  list: z.array(z.unknown()),
} as const;

export type AnswerName = keyof typeof ANSWERS;

/** What a call resolves to in the browser: its answer's parsed type, or `unknown` for an answer it does not read. */
export type AnswerOf<N> = N extends AnswerName ? z.output<(typeof ANSWERS)[N]> : unknown;
