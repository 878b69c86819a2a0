/**
 * Boot stage 2 of 4 (src/main.tsx, decision 071): zod and the provider contract's schemas, built
 * in a task of their own. Importing it only evaluates them; nothing is used from here.
 */
export * as cartContract from '../../../events/contract/cart';
export * as configContract from '../../../events/contract/app-config';
