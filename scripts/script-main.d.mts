/** Types for script-main.mjs. */
export declare function runIfMain(moduleUrl: string, main: () => Promise<void>): void;
export declare function closeOnSignals(close: () => Promise<void>): void;
