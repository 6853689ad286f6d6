/** /movies/catalog (Browse Catalog): the films of CATALOG_MEDIA_IDS, each linking to its purchase page. */
import { useEffect, useState } from 'react';
import type { Product } from '../../../../../contract/entities';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { LoadFailed } from '../../../components/LoadFailed';
import { fetchClientConfig, fetchProduct } from '../api';
import { ProductCard } from '../components/ProductCard';
import '../tickets.css';

/** Cards in the widest grid's first row. */
const FIRST_ROW = 4;

type Load = { status: 'loading' } | { status: 'ready'; products: Product[]; missing: number } | { status: 'failed'; error: unknown };

export default function CatalogPage() {
  useDocumentTitle('Browse Catalog');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
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
        if (!controller.signal.aborted) setLoad({ status: 'failed', error: err });
      });
    return () => controller.abort();
  }, [attempt]);

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
      {load.status === 'failed' && <LoadFailed error={load.error} onRetry={() => setAttempt((n) => n + 1)} />}
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
