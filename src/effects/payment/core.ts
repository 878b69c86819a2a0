/**
 * Payment from the first paint on: storing the chosen option through the cart queue (registered in
 * src/effects/runtime/core-effects.ts, decision 073).
 */
import type { CoreFeature } from '../runtime/feature';
import { paymentCommands } from './commands';

export const paymentCore: CoreFeature = { cartCommands: paymentCommands };
