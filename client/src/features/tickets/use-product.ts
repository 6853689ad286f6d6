/** Loads one product by its bigMediaId for a page. */
import { useEffect, useState } from 'react';
import type { Product } from '../../../../contract/entities';
import { MESSAGES } from '../../../../contract/messages';
import { describeError } from '../../api/client';
import { fetchProduct } from './api';

export type ProductLoad = { status: 'loading' } | { status: 'ready'; product: Product } | { status: 'failed'; message: string };

export function useProduct(bigMediaId: string): ProductLoad {
  const [load, setLoad] = useState<ProductLoad>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchProduct(bigMediaId, controller.signal)
      .then((product) => setLoad({ status: 'ready', product }))
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'failed', message: describeError(err, MESSAGES.apiDefault) });
      });
    return () => controller.abort();
  }, [bigMediaId]);
  return load;
}
