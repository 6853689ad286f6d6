/** A film on Browse Catalog: poster, title, price and the way to its purchase page. */
import { Link } from 'react-router-dom';
import type { Product } from '../../../../../contract/entities';
import { paths } from '../../../app/paths';
import { marketingOf } from '../api';
import { formatMoney } from '../money';

export function ProductCard({ product }: { product: Product }) {
  const info = marketingOf(product);
  const title = info?.title ?? product.url;
  const poster = info?.webImages.posterImageUrl;
  return (
    <li className="product-card card">
      {poster ? (
        <img className="product-card__poster" src={poster} alt="" width={240} height={360} loading="lazy" />
      ) : (
        <div className="product-card__poster product-card__poster--blank" aria-hidden="true" />
      )}
      <h2 className="product-card__title">
        {title}
        {product.is3D && <> <span className="badge">3D</span></>}
      </h2>
      <p className="product-card__price">{formatMoney(product.sku.currency, product.sku.price)}</p>
      <Link className="button" to={paths.purchase(product.bigMediaId, product.url)} aria-label={`Rent ${title}`}>
        Rent
      </Link>
    </li>
  );
}
