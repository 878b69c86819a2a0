/**
 * The host page's action buttons' calls, after the first paint (decision 020) (registered in
 * src/effects/runtime/deferred-effects.ts, decision 073).
 */
import type { DeferredFeature } from '../runtime/feature';
import { actionButtonEffect } from './action-button';

export const actionButtonDeferred: DeferredFeature = { effects: [actionButtonEffect] };
