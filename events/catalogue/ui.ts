/**
 * Panels, drawers and edit mode: UI state that the spec gives rules for, so it is logged too.
 */
import * as z from 'zod/mini';
import { StepName } from '../contract/scalars';
import { fact, intent } from '../define';

export const uiEvents = {
  'ui/side-panel-opened': intent(z.object({ panel: z.literal('login') })),
  'ui/side-panel-closed': intent(z.object({})),
  'ui/item-drawer-toggled': intent(z.object({ itemId: z.string() })),
  'ui/item-drawer-closed': intent(z.object({})),
  'ui/item-drawer-saving': fact(z.object({ itemId: z.string(), saving: z.boolean() })),
  'ui/edit-mode-set': intent(z.object({ step: z.nullable(StepName) })),
  /**
   * The customer asked to log in (the login panel's button), or the app did (a 401, `because:
   * 'unauthorized'`): a full-page redirect to the login page (src/effects/ui/login.ts). An intent,
   * so a re-run presses it too.
   */
  'ui/login-started': intent(z.object({ because: z.optional(z.literal('unauthorized')) })),
  /**
   * A 401 would have sent the customer to the login page a third time within the window (issue 30,
   * docs/decisions/078-login-bounce.md): the app stays, says so and reports it. `trips` were made in
   * the last `windowMs`, across the tab's page loads.
   */
  'ui/login-bounce-stopped': fact(z.object({ trips: z.int(), windowMs: z.int() })),
  /** The logged-in customer asked to log out (a full-page redirect, src/effects/ui/logout.ts). */
  'ui/logout-requested': intent(z.object({})),
};
