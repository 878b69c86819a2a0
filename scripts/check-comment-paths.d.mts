/** Types for check-comment-paths.mjs, so its tests can import it. */
export interface Repository {
  exists: (path: string) => boolean;
  named: (name: string) => string[];
  endingWith: (tail: string) => string[];
}
export interface Finding {
  name: string;
  line: number;
  problem: 'missing' | 'ambiguous';
  candidates?: string[];
}
export declare function repositoryOf(
  paths: readonly string[],
  exists?: (path: string) => boolean,
): Repository;
export declare function commentsOf(source: string): { text: string; line: number }[];
export declare function missingNames(file: string, source: string, repository: Repository): Finding[];
export declare function missingDocNames(file: string, source: string, repository: Repository): Finding[];
export declare function staleCommentNames(): (Finding & { file: string })[];
export declare function describe(finding: Finding & { file: string }): string;
