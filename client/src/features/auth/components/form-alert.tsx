import { localMessage } from '#client/shared/i18n/index.ts';

/** A form's error, announced as soon as it appears (a quoted message in the page's language). */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" aria-live="assertive">
      {message && <p className="alert">{localMessage(message)}</p>}
    </div>
  );
}
