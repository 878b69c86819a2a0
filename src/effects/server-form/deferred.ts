/**
 * The server contact forms, after the first paint (registered in
 * src/effects/runtime/deferred-effects.ts, decision 073).
 */
import type { DeferredFeature } from '../runtime/feature';
import { serverFormsEffect } from './server-form';

export const serverFormDeferred: DeferredFeature = { effects: [serverFormsEffect] };
