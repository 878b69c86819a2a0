/** Types for chromium-path.mjs, so the TypeScript config and benches can import it. */
export declare const DEBIAN_PACKAGES: Readonly<Record<string, string>>;
export declare function chromiumPath(): string;
export declare function e2eChromiumPath(): string;
