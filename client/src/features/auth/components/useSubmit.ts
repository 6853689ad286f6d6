import { useState, type FormEvent } from 'react';
import { describeError } from '../../../api/client';

/**
 * A form's submit state: pending while the call runs, and the SPEC §8 screen message when it
 * fails (first validation error's msg, else the error's message, else `fallback`).
 * `run` may return a message of its own (a local check) to stop before calling.
 */
export function useSubmit(fallback: string, run: () => Promise<string | void>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setError(null);
    setPending(true);
    try {
      const problem = await run();
      if (problem) setError(problem);
    } catch (err) {
      setError(describeError(err, fallback));
    } finally {
      setPending(false);
    }
  };
  return { pending, error, onSubmit: (event: FormEvent) => void onSubmit(event) };
}
