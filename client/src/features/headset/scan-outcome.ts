/**
 * What a scan submission's failure means. A 500, or a 422 with body code 3, is the scan's error
 * (with a retry link when the body carries `scan.appClipUrl`). 409 means the upstream is busy with
 * this scan: the page asks again, for a bounded time. Any other failure (404, 502, 504, no answer)
 * will not go away by waiting, so it is shown as a submission error with its code and the support
 * address. A 401 is the session ending: the session layer sends the person to log in.
 */
import { SCAN_FAILED_CODE } from '#contract/protocol.ts';
import { scanErrorSchema } from '#client/shared/core/entities.ts';
import { safeAppClipUrl } from './links';

export type ShownScanFailure = { kind: 'shown'; code: number; message: string; retryUrl: string | undefined };

export type ScanFailure = ShownScanFailure | { kind: 'busy'; failure: ShownScanFailure } | { kind: 'signed-out' };

/** While the upstream answers 409, ask again this often... */
export const BUSY_RETRY_MS = 5_000;
/** ...for at most this long after the first attempt, then show the submission error. */
export const BUSY_LIMIT_MS = 60_000;

export function classifyScanFailure(status: number, body: unknown, fallbackMessage: string): ScanFailure {
  if (status === 401) return { kind: 'signed-out' };
  const parsed = scanErrorSchema.partial().safeParse(body ?? {});
  const data = parsed.success ? parsed.data : {};
  // Only the scan's own errors offer a new scan; the rest are submission errors.
  const scanError = status === 500 || (status === 422 && data.code === SCAN_FAILED_CODE);
  const failure: ShownScanFailure = {
    kind: 'shown',
    code: typeof data.code === 'number' ? data.code : status,
    message: typeof data.message === 'string' && data.message ? data.message : fallbackMessage,
    retryUrl: scanError ? safeAppClipUrl(data.scan?.appClipUrl) : undefined,
  };
  return status === 409 ? { kind: 'busy', failure } : failure;
}
