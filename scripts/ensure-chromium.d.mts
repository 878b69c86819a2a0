/** Types for ensure-chromium.mjs, so its test can drive it with a mocked spawn. */
export declare const APT_GET: string;
export declare const SUDO: string;

export interface EnsureDeps {
  env: Record<string, string | undefined>;
  exists: (path: string) => boolean;
  spawn: (
    bin: string,
    argv: string[],
    options: object,
  ) => { status: number | null; error?: Error; stdout?: string };
  root: boolean;
  log: (line: string) => void;
  warn: (line: string) => void;
}

export declare function ensureBrowsers(deps: EnsureDeps): void;
