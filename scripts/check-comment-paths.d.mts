/** Types for check-comment-paths.mjs, so its tests can import it. */
export declare function commentsOf(source: string): { text: string; line: number }[];
export declare function missingNames(
  file: string,
  source: string,
  exists: (path: string) => boolean,
  knownBasenames: ReadonlySet<string>,
): { name: string; line: number }[];
export declare function staleCommentNames(): { file: string; name: string; line: number }[];
