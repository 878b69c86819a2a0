/**
 * The cart's effects from the first paint on: its own commands, and loading the cart (registered in
 * src/effects/runtime/core-effects.ts, decision 073).
 */
import type { CoreFeature } from '../runtime/feature';
import { cartOwnCommands } from './commands';
import { cartLoadEffect } from './load';

export const cartCore: CoreFeature = { cartCommands: cartOwnCommands, effects: [cartLoadEffect] };
