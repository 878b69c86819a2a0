/**
 * The cart extras from the first paint on: the note, coupon, donation and quick-order commands
 * (registered in src/effects/runtime/core-effects.ts, decision 073).
 */
import type { CoreFeature } from '../runtime/feature';
import { cartExtrasCommands } from './commands';

export const cartExtrasCore: CoreFeature = { cartCommands: cartExtrasCommands };
