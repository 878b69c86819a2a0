/** Types for chromium-path.mjs, so the TypeScript config and benches can import it. */
export declare const DEBIAN_CHROMIUM: '/usr/bin/chromium';
export declare function chromiumPath(): string;
