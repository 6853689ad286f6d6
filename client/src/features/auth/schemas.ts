/**
 * The account calls' answer shapes, loaded with the call that needs them (api.ts): the sign-in
 * screens render without zod and the contract's schemas, which stay out of their first load.
 */
import { z } from 'zod';
import { publicAccountSchema } from '#client/shared/core/entities.ts';

export const signedInSchema = z.object({ account: publicAccountSchema });
