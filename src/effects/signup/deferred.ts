/** Sign-up, after the first paint (registered in src/effects/runtime/deferred-effects.ts, decision 073). */
import type { DeferredFeature } from '../runtime/feature';
import { signupEffect } from './signup';

export const signupDeferred: DeferredFeature = { effects: [signupEffect] };
