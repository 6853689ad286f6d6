/**
 * The remote-browser failure states (BEHAVIOUR §4, §8) and their messages. Classified by the SDK's
 * error class names so this module needs no SDK import.
 */
import { MESSAGES } from '#contract/messages.ts';

export type EmbedFailure = 'terminated' | 'failed' | 'offline' | 'timeout';

export const FAILURE_TEXT: Record<EmbedFailure, { title: string; message: string }> = {
  terminated: { title: 'Session terminated', message: 'This shared browser session has ended. Ask the host to start a new one.' },
  failed: { title: 'Failed to load', message: 'The shared browser could not be loaded. Check your connection and try again.' },
  offline: { title: 'You are offline', message: MESSAGES.networkOffline },
  timeout: { title: 'Timed out', message: 'The shared browser took too long to respond. Try again in a moment.' },
};

export function classifyEmbedError(err: unknown): EmbedFailure {
  const name = err instanceof Error ? err.name : '';
  if (name === 'SessionTerminatedError') return 'terminated';
  if (name === 'OfflineError' || (typeof navigator !== 'undefined' && navigator.onLine === false)) return 'offline';
  if (name === 'TimedOutError') return 'timeout';
  return 'failed';
}
