/** Types for index-html.mjs, so its tests can import it. */
export declare function renderIndexHtml(page: {
  base: string;
  entry: string;
  preloads: string[];
  styles: string[];
  params: Record<string, unknown>;
  earlyScript?: string;
}): string;
