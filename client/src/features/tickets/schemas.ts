/**
 * The ticket calls' answer shapes, loaded with the call that needs them (api.ts): the catalog and
 * purchase pages take their server-rendered HTML over without zod and the contract's schemas.
 */
import { z } from 'zod';
export { entitlementSchema, multipassSchema, productSchema } from '#client/shared/core/entities.ts';

export const unknownList = z.array(z.unknown());
