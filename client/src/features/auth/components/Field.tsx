import { useId, type InputHTMLAttributes } from 'react';

/** A labelled input of the account forms. */
export function Field({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} required {...input} />
    </div>
  );
}
