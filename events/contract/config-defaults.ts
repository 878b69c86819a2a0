/**
 * The defaults of the app config that index.html's early script needs before the app (spec §9):
 * the company, the theme and the languages of a `data-params` that names none. The config's schema
 * (app-config.ts) and the early start (src/early-paint/early-start.ts) both read them; plain
 * values, so the early script carries no schema.
 */
export const DEFAULT_COMPANY = 'sk-ws';
export const DEFAULT_THEME = 'default';
export const DEFAULT_LANGUAGES: readonly string[] = ['sk-SK', 'en-US'];
