/**
 * The remote-desktop download link comes from an upstream: only an https: address, or a path on
 * this site (the demo's stand-in download, relayed on the site's own origin), becomes a link.
 */
export function isDownloadUrl(url: string): boolean {
  // A site path: one leading slash, never "//host" or "/\host", which browsers read as another host.
  if (/^\/(?![/\\])/.test(url)) return new URL(url, 'https://site.invalid').origin === 'https://site.invalid';
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}
