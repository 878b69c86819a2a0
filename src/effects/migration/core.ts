/**
 * Migration from the first paint on: the assistance choice through the cart queue (registered in
 * src/effects/runtime/core-effects.ts, decision 073).
 */
import type { CoreFeature } from '../runtime/feature';
import { migrationCommands } from './commands';

export const migrationCore: CoreFeature = { cartCommands: migrationCommands };
