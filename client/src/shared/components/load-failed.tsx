/**
 * What a screen shows when the data it needs could not be loaded: the failure's message (the
 * connect or timeout message when the upstream is down or slow) and a way to try again. Never an
 * empty state: "nothing here" would tell a customer they have no order or ticket when the truth is
 * that the list could not be read.
 */
import { localMessage } from '#client/shared/i18n/index.ts';
import { MESSAGES } from '#contract/messages.ts';
import { describeError } from '#client/shared/api/client.ts';
import { useCatalog } from '#client/shared/i18n/use-catalog.ts';

export function LoadFailed({ error, onRetry, className = '' }: { error: unknown; onRetry: () => void; className?: string }) {
  useCatalog('errors');
  return (
    <div className={`alert load-failed ${className}`.trim()} role="alert">
      <p>{localMessage(describeError(error, MESSAGES.apiDefault))}</p>
      <button type="button" className="button" onClick={onRetry}>
        {localMessage(MESSAGES.tryAgain)}
      </button>
    </div>
  );
}
