import { useId, type InputHTMLAttributes } from 'react';
import { localMessage } from '#client/shared/i18n/index.ts';

/**
 * A labelled input of the account forms. A server validation error that names this field
 * (`error`, the upstream's text) is shown under it in the page's language, marks it invalid and
 * becomes its description for screen readers.
 */
export function Field({ label, error, ...input }: { label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} required {...input} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
      {error && (
        <p id={errorId} className="field__error">
          {localMessage(error)}
        </p>
      )}
    </div>
  );
}
