/** A form's error, announced as soon as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" aria-live="assertive">
      {message && <p className="alert">{message}</p>}
    </div>
  );
}
