/** Types for initial-closure.mjs, so its tests can import it. */
import type { Plugin } from 'esbuild';

export declare function initialClosurePlugin(root: string, closure?: string): Plugin;
export declare function isEntryOf(metafileEntry: string | undefined, entryPoint: string): boolean;
