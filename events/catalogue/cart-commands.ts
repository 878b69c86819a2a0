/**
 * The cart command registry (decision 073): every change the cart queue runs (spec §4), by name,
 * with where its failure is told (spec §8). The cart's own commands are declared here; a feature
 * whose intents become cart commands declares them next to its events and is listed once below.
 * `CartCommandName`, the names the cart's facts carry, is derived from this table.
 */
import * as z from 'zod/mini';
import { cartCommands } from '../define';
import { cartExtrasCommands } from './cart-extras';
import { migrationCommands } from './migration';
import { paymentCommands } from './payment';
import { profileCommands } from './profiles';

/** The cart's own: loading it (its failure is told apart, projections/messages/routing.ts) and item changes (told at the item). */
const cartOwnCommands = cartCommands({
  load: {},
  'reload-configuration': {},
  validate: {},
  'add-item': {},
  'add-bundle': {},
  'update-item': {},
  'remove-item': {},
  'upgrade-item': {},
});

export const cartCommandTable = {
  ...cartOwnCommands,
  ...cartExtrasCommands,
  ...paymentCommands,
  ...profileCommands,
  ...migrationCommands,
};

export type CartCommandName = Extract<keyof typeof cartCommandTable, string>;
export const cartCommandNames = Object.keys(cartCommandTable) as [CartCommandName, ...CartCommandName[]];
export const CartCommandName = z.enum(cartCommandNames);
