/**
 * zod/mini ships without error messages (every issue reads "Invalid input"); full zod registers
 * English by default. The app shows zod's messages in startup errors (`boot.config_invalid`), session
 * imports and schema-mismatch details, so English is registered here, once, by the module every
 * contract schema imports. The locale is imported on its own: `z.locales.en` would bundle all of
 * zod's locales (docs/decisions/005-zod-mini.md).
 */
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

z.config(en());
