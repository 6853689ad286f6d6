import { useEffect } from 'react';

/**
 * Draws nothing (so a prerendered page's HTML is unchanged); `then` runs once its tree is
 * committed, after the effects of the elements before it. Given the same `then`, it runs once.
 */
export function Rendered({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}
