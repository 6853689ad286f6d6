/**
 * What a scan submission's failure means (SPEC §8): a 500, or a 422 with body code 3, is a
 * scan error to show (with a retry link when the body carries `scan.appClipUrl`); anything
 * else is not the scan's fault, so the page keeps waiting.
 */
import { SCAN_FAILED_CODE } from '../../../../contract/protocol';
import { scanErrorSchema } from '../../app/entities';
import { safeAppClipUrl } from './links';

export type ScanFailure =
  | { kind: 'shown'; code: number; message: string; retryUrl: string | undefined }
  | { kind: 'keep-waiting' };

export function classifyScanFailure(status: number, body: unknown, fallbackMessage: string): ScanFailure {
  const parsed = scanErrorSchema.partial().safeParse(body ?? {});
  const data = parsed.success ? parsed.data : {};
  const shown = status === 500 || (status === 422 && data.code === SCAN_FAILED_CODE);
  if (!shown) return { kind: 'keep-waiting' };
  return {
    kind: 'shown',
    code: typeof data.code === 'number' ? data.code : status,
    message: typeof data.message === 'string' && data.message ? data.message : fallbackMessage,
    retryUrl: safeAppClipUrl(data.scan?.appClipUrl),
  };
}
