/**
 * The app from the first paint on: the language (registered in src/effects/runtime/core-effects.ts,
 * decision 073).
 */
import type { CoreFeature } from '../runtime/feature';
import { languageEffect } from './language';

export const appCore: CoreFeature = { effects: [languageEffect] };
