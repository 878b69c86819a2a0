/**
 * zod/mini ships without error messages (every issue reads "Invalid input"); full zod registers
 * English by default. The app shows zod's messages in startup errors (`boot.config_invalid`), session
 * imports and schema-mismatch details, so English is registered here, once, by the module every
 * contract schema imports (docs/decisions/005-zod-mini.md).
 */
import * as z from 'zod/mini';

z.config(z.locales.en());
