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
   * The customer asked to log in (the login panel's button), or the app did (a 401): a full-page
   * redirect to the login page (src/effects/ui/login.ts). An intent, so a re-run presses it too.
   */
  'ui/login-started': intent(z.object({})),
  /** The logged-in customer asked to log out (a full-page redirect, src/effects/ui/logout.ts). */
  'ui/logout-requested': intent(z.object({})),
};
