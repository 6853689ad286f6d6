/**
 * The trailer's embeddable address. Only the video hosts the CSP allows in frames are embedded;
 * a watch link is turned into the privacy-enhanced embed; anything else gets no Play Trailer.
 */
const EMBED_HOSTS = new Set(['www.youtube-nocookie.com', 'www.youtube.com']);
const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;

export function trailerEmbedUrl(trailerUrl: string | undefined): string | null {
  if (!trailerUrl) return null;
  let url: URL;
  try {
    url = new URL(trailerUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  let id: string | undefined;
  if (EMBED_HOSTS.has(url.hostname) && url.pathname.startsWith('/embed/')) id = url.pathname.slice('/embed/'.length);
  else if (url.hostname === 'www.youtube.com' || url.hostname === 'youtube.com') id = url.searchParams.get('v') ?? undefined;
  else if (url.hostname === 'youtu.be') id = url.pathname.slice(1);
  if (!id || !VIDEO_ID.test(id)) return null;
  const embed = new URL(`https://www.youtube-nocookie.com/embed/${id}`);
  embed.searchParams.set('autoplay', '1');
  embed.searchParams.set('modestbranding', '1');
  embed.searchParams.set('rel', '0');
  return embed.toString();
}
