/** /movies/catalog (Browse Catalog): the films of CATALOG_MEDIA_IDS, each linking to its purchase page. */
import { useEffect, useState } from 'react';
import type { Product } from '../../../../../contract/entities';
import { MESSAGES } from '../../../../../contract/messages';
import { describeError } from '../../../api/client';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { fetchClientConfig, fetchProduct } from '../api';
import { ProductCard } from '../components/ProductCard';
import '../tickets.css';

/** Cards in the widest grid's first row. */
const FIRST_ROW = 4;

type Load =
  | { status: 'loading' }
  | { status: 'ready'; products: Product[]; missing: number }
  | { status: 'failed'; message: string };

export default function CatalogPage() {
  useDocumentTitle('Browse Catalog');
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      const { catalogMediaIds } = await fetchClientConfig();
      const results = await Promise.allSettled(catalogMediaIds.map((id) => fetchProduct(id, controller.signal)));
      const products = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      const firstFailure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (products.length === 0 && firstFailure) throw firstFailure.reason;
      for (const r of results) if (r.status === 'rejected') console.warn('A catalog film could not be loaded', r.reason);
      return { products, missing: results.length - products.length };
    })()
      .then(({ products, missing }) => setLoad({ status: 'ready', products, missing }))
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'failed', message: describeError(err, MESSAGES.apiDefault) });
      });
    return () => controller.abort();
  }, []);

  return (
    <section className="container page catalog" aria-busy={load.status === 'loading'}>
      <h1>Browse Catalog</h1>
      <p className="muted">Rent a ticket, then watch with friends on a giant screen in VR. Prices include tax.</p>
      {load.status === 'loading' && (
        <div role="status">
          <div className="spinner" aria-hidden="true" />
          <span className="visually-hidden">Loading the films…</span>
        </div>
      )}
      {load.status === 'failed' && (
        <p className="alert" role="alert">
          {load.message}
        </p>
      )}
      {load.status === 'ready' && load.products.length === 0 && <p>No films are showing right now. Please check back soon.</p>}
      {load.status === 'ready' && load.products.length > 0 && (
        <ul className="product-grid">
          {load.products.map((product, i) => (
            // The first row is on the first screen: its posters load at once.
            <ProductCard key={product.bigMediaId} product={product} eager={i < FIRST_ROW} />
          ))}
        </ul>
      )}
      {load.status === 'ready' && load.missing > 0 && (
        <p className="muted">Some films could not be loaded just now. Reload the page to try again.</p>
      )}
    </section>
  );
}
