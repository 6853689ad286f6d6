/** A film on Browse Catalog: poster, title, price and the way to its purchase page. */
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '#contract/entities.ts';
import { paths } from '#client/shared/core/paths.ts';
import { FilmPoster, filmTitle } from './film-poster';
import { formatMoney } from '../money';

export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const { t } = useLingui();
  const title = filmTitle(product);
  return (
    <li className="product-card card">
      <FilmPoster product={product} className="product-card__poster" width={240} height={360} eager={eager} />
      <h2 className="product-card__title">
        {title}
        {product.is3D && (
          <>
            {' '}
            <span className="badge">3D</span>
          </>
        )}
      </h2>
      <p className="product-card__price">{formatMoney(product.sku.currency, product.sku.price)}</p>
      <Link className="button" to={paths.purchase(product.bigMediaId, product.url)} aria-label={t`Rent ${title}`}>
        <Trans>Rent</Trans>
      </Link>
    </li>
  );
}
