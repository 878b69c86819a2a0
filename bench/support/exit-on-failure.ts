/**
 * How a bench script ends when its run fails: one line `bench/<script> failed: <stack>` on stderr,
 * and exit code 1 (bench/run.mjs counts it as failed).
 */
export function exitOnFailure(script: string): (error: unknown) => never {
  return (error) => {
    console.error(
      `${script} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exit(1);
  };
}
