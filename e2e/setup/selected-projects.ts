/**
 * Tells the global setup which Playwright projects this run includes (from `--project` on the command
 * line, as Playwright hands every project to the setup), so a `--project mock` run does not need the
 * HTTP provider that only the `real` project uses.
 */

function matches(pattern: string, name: string): boolean {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`, 'i').test(name);
}

/** The `--project` filters in argv, or null when the run includes every project. */
function projectFilters(argv: readonly string[]): string[] | null {
  const filters: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg.startsWith('--project=')) filters.push(arg.slice('--project='.length));
    if (arg !== '--project') continue;
    while (argv[i + 1] !== undefined && !(argv[i + 1] ?? '').startsWith('-')) {
      i += 1;
      filters.push(argv[i] ?? '');
    }
  }
  return filters.length > 0 ? filters : null;
}

/** Whether the project called `name` runs, given the command line. */
export function isProjectSelected(name: string, argv: readonly string[] = process.argv): boolean {
  const filters = projectFilters(argv);
  return filters === null || filters.some((filter) => matches(filter, name));
}
