/**
 * The remote-browser failure states (BEHAVIOUR §4, §8) and their messages. Classified by the SDK's
 * error class names so this module needs no SDK import.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MESSAGES } from '#contract/messages.ts';

export type EmbedFailure = 'terminated' | 'failed' | 'offline' | 'timeout';

/**
 * Each state's heading and message, translated where they are shown. A message the behaviour docs
 * quote stays the contract's string (shown through localMessage, so English pages get it exactly).
 */
export const FAILURE_TEXT: Record<EmbedFailure, { title: MessageDescriptor; message: MessageDescriptor | string }> = {
  terminated: {
    title: msg`Session terminated`,
    message: msg`This shared browser session has ended. Ask the host to start a new one.`,
  },
  failed: { title: msg`Failed to load`, message: msg`The shared browser could not be loaded. Check your connection and try again.` },
  offline: { title: msg`You are offline`, message: MESSAGES.networkOffline },
  timeout: { title: msg`Timed out`, message: msg`The shared browser took too long to respond. Try again in a moment.` },
};

export function classifyEmbedError(err: unknown): EmbedFailure {
  const name = err instanceof Error ? err.name : '';
  if (name === 'SessionTerminatedError') return 'terminated';
  if (name === 'OfflineError' || (typeof navigator !== 'undefined' && navigator.onLine === false)) return 'offline';
  if (name === 'TimedOutError') return 'timeout';
  return 'failed';
}
