/** The remote-desktop download link comes from an upstream: only an https: address becomes a link. */
export function isHttpsUrl(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}
