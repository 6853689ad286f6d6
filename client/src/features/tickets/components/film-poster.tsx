/** A film's title and poster (or a blank placeholder), as every ticket and catalog row shows them. */
import type { Product } from '#contract/entities.ts';
import { marketingOf } from '../api';

export function filmTitle(product: Product): string {
  return marketingOf(product)?.title ?? product.url;
}

/** `eager`: the poster is on the first screen (the page's largest paint): load it at once, not lazily. */
export function FilmPoster({
  product,
  className,
  width,
  height,
  eager = false,
}: {
  product: Product;
  className: string;
  width: number;
  height: number;
  eager?: boolean;
}) {
  const poster = marketingOf(product)?.webImages.posterImageUrl;
  return poster ? (
    <img className={className} src={poster} alt="" width={width} height={height} loading={eager ? 'eager' : 'lazy'} />
  ) : (
    <div className={`${className} ${className}--blank`} aria-hidden="true" />
  );
}
