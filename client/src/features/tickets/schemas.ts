/**
 * The entitlement's shape, loaded with the call that needs it (api.ts): the catalog and purchase
 * pages take their server-rendered HTML over without zod and the contract's schemas.
 */
export { entitlementSchema } from '#client/shared/core/entities.ts';
