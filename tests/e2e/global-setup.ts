/** Builds the site once if dist/ is missing or stale, so `npx playwright test` works alone. */
import { buildIsStale } from '../../scripts/freshness';
import { buildAll } from '../../scripts/build';

export default async function globalSetup() {
  if (buildIsStale()) await buildAll();
}
