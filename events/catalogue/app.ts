/**
 * Session-level facts: the app booted with a config and locale, or could not boot.
 */
import * as z from 'zod/mini';
import { AppConfig } from '../contract/app-config';
import { fact, intent } from '../define';

export const appEvents = {
  'app/booted': fact(
    z.object({ config: AppConfig, locale: z.string(), mode: z.string(), buildId: z.string() }),
  ),
  'app/boot-failed': fact(z.object({ messageKey: z.string(), detail: z.optional(z.string()) })),
  'app/language-change-requested': intent(z.object({ locale: z.string() })),
  'app/locale-changed': fact(z.object({ locale: z.string() })),
  'app/translation-missing': fact(z.object({ locale: z.string(), key: z.string() })),
  'app/crashed': fact(z.object({ messageKey: z.string(), detail: z.string() })),
};
