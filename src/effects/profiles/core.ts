/**
 * Profiles from the first paint on: putting a saved profile on the cart through the cart queue
 * (registered in src/effects/runtime/core-effects.ts, decision 073).
 */
import type { CoreFeature } from '../runtime/feature';
import { profileCommands } from './commands';

export const profilesCore: CoreFeature = { cartCommands: profileCommands };
