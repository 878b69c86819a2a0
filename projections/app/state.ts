/**
 * The app slice (AppState.session): the boot, the config and locale it booted with, a crash, and missing translations.
 */
import type { AppConfig } from '../../events/contract/app-config';

type Boot =
  | { status: 'pending' }
  | { status: 'booted'; mode: string; buildId: string }
  | { status: 'failed'; messageKey: string; detail: string | null };

export interface SessionState {
  config: AppConfig | null;
  locale: string | null;
  boot: Boot;
  crash: { messageKey: string; detail: string } | null;
  /** `locale:key` pairs the translator could not find, each once. */
  missingTranslations: string[];
}

export const initialSessionState: SessionState = {
  config: null,
  locale: null,
  boot: { status: 'pending' },
  crash: null,
  missingTranslations: [],
};
