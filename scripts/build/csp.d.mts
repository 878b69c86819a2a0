/** Types of csp.mjs (the policy the build writes next to index.html, decision 043). */
export function scriptHash(script: string): string;
export function contentSecurityPolicy(build: {
  params: Record<string, unknown>;
  earlyScript?: string;
  mode: string;
}): string;
