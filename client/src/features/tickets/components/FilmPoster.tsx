/** A film's title and poster (or a blank placeholder), as every ticket and catalog row shows them. */
import type { Product } from '../../../../../contract/entities';
import { marketingOf } from '../api';

export function filmTitle(product: Product): string {
  return marketingOf(product)?.title ?? product.url;
}

export function FilmPoster({ product, className, width, height }: { product: Product; className: string; width: number; height: number }) {
  const poster = marketingOf(product)?.webImages.posterImageUrl;
  return poster ? (
    <img className={className} src={poster} alt="" width={width} height={height} loading="lazy" />
  ) : (
    <div className={`${className} ${className}--blank`} aria-hidden="true" />
  );
}
