/**
 * The migration block's uploads and assistance, after the first paint (registered in
 * src/effects/runtime/deferred-effects.ts, decision 073).
 */
import type { DeferredFeature } from '../runtime/feature';
import { migrationEffect } from './migration';

export const migrationDeferred: DeferredFeature = { effects: [migrationEffect] };
