/**
 * Zod normally probes `new Function('')` to see whether it may compile fast parsers. Our CSP
 * never allows 'unsafe-eval', so the probe would be reported as a violation on every page:
 * tell zod up front not to try. Imported first by shared/core/entities.ts, the client's way to the schemas.
 */
import { config } from 'zod';

config({ jitless: true });
