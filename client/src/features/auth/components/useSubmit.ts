import { useState, type FormEvent } from 'react';
import { ApiError, describeError } from '../../../api/client';

/**
 * A form's submit state: pending while the call runs, and the BEHAVIOUR §8 screen message when it
 * fails (first validation error's msg, else the error's message, else `fallback`).
 * `run` may return a message of its own (a local check) to stop before calling.
 * A validation error's messages that name a field (`param`) are also kept by field name, so
 * each shows at its field (the first one per field).
 */
function byField(err: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(err instanceof ApiError)) return out;
  for (const { param, msg } of err.errors) if (param && !(param in out)) out[param] = msg;
  return out;
}

export function useSubmit(fallback: string, run: () => Promise<string | void>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setError(null);
    setFieldErrors({});
    setPending(true);
    try {
      const problem = await run();
      if (problem) setError(problem);
    } catch (err) {
      setError(describeError(err, fallback));
      setFieldErrors(byField(err));
    } finally {
      setPending(false);
    }
  };
  return { pending, error, fieldErrors, onSubmit: (event: FormEvent) => void onSubmit(event) };
}
