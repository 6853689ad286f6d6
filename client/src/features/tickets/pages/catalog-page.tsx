/** /movies/catalog (Browse Catalog): the films of CATALOG_MEDIA_IDS, each linking to its purchase page. */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '#client/shared/components/use-document-title.ts';
import { fetchClientConfig } from '#client/shared/api/client-config.ts';
import { fetchProduct } from '../api';
import { PageLoadFailed } from '#client/shared/components/page-load-failed.tsx';
import { ProductCard } from '../components/product-card';
import '../tickets.css';

/** Cards in the widest grid's first row. */
const FIRST_ROW = 4;

const TITLE = msg`Browse Catalog`;

function Intro() {
  return (
    <p className="muted">
      <Trans>Rent a ticket, then watch with friends on a giant screen in VR. Prices include tax.</Trans>
    </p>
  );
}

/**
 * The films, read in parallel; a public page, so no session is needed. One film that cannot be
 * read is left out (and counted); when none can be read the page fails with the first reason.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { catalogMediaIds } = await fetchClientConfig();
  const results = await Promise.allSettled(catalogMediaIds.map((id) => fetchProduct(id, request.signal)));
  const products = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  if (products.length === 0 && failures.length > 0) throw failures[0];
  for (const reason of failures) console.warn('A catalog film could not be loaded', reason);
  return { products, missing: failures.length };
}

export function ErrorBoundary() {
  const { i18n } = useLingui();
  return <PageLoadFailed title={i18n._(TITLE)} intro={<Intro />} className="catalog" />;
}

export default function CatalogPage() {
  const { i18n } = useLingui();
  const title = i18n._(TITLE);
  useDocumentTitle(title);
  const { products, missing } = useLoaderData<typeof loader>();

  return (
    <section className="container page catalog">
      <h1>{title}</h1>
      <Intro />
      {products.length === 0 && (
        <p>
          <Trans>No films are showing right now. Please check back soon.</Trans>
        </p>
      )}
      {products.length > 0 && (
        <ul className="product-grid">
          {products.map((product, i) => (
            // The first row is on the first screen: its posters load at once.
            <ProductCard key={product.bigMediaId} product={product} eager={i < FIRST_ROW} />
          ))}
        </ul>
      )}
      {missing > 0 && (
        <p className="muted">
          <Trans>Some films could not be loaded just now. Reload the page to try again.</Trans>
        </p>
      )}
    </section>
  );
}
