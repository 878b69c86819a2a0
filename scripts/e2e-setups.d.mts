/** Types for scripts/e2e-setups.mjs, so the TypeScript Playwright config can import it. */
export interface E2eSetup {
  dir: string;
  host: string;
  port: number;
  params: Record<string, unknown>;
  /** Build mode; production unless given. */
  mode?: 'development' | 'production';
}
export declare const PROVIDER_PORT: number;
export declare const MINIMAL_PROVIDER_PORT: number;
export declare const E2E_SETUPS: { mock: E2eSetup; real: E2eSetup; 'real-minimal': E2eSetup; dev: E2eSetup };
export declare const PROVIDER: { host: string; port: number; origin: string };
export declare const MINIMAL_PROVIDER: { host: string; port: number; origin: string };
