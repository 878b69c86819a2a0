/**
 * Where the customer is in the order steps (spec §4): the user step is stored with the cart uuid
 * and restored across reloads.
 */
import * as z from 'zod/mini';
import { StepName } from '../contract/scalars';
import { fact, intent } from '../define';

export const stepEvents = {
  'steps/user-step-set': intent(z.object({ step: StepName })),
  'steps/user-step-restored': fact(z.object({ step: StepName, cartUuid: z.string() })),
  'steps/next-requested': intent(z.object({})),
  'steps/back-requested': intent(z.object({})),
};
