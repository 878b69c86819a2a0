/**
 * A list of state changes (path: before → after), as the state page's diff, the event detail's
 * "state changed by this event" and the what-if show them. Values are shown as short JSON text.
 */
import { formatPath, type Change } from './state-diff';

export function ChangeList({
  changes,
  empty,
  testId = 'state-diff',
}: {
  changes: Change[];
  empty: string;
  testId?: string;
}) {
  if (changes.length === 0) return <p>{empty}</p>;
  return (
    <ul className="developer__changes" data-testid={testId}>
      {changes.slice(0, 200).map((c) => (
        <li key={formatPath(c.path)}>
          <code>{formatPath(c.path)}</code>: <span className="developer__before">{brief(c.before)}</span> →{' '}
          <span className="developer__after">{brief(c.after)}</span>
        </li>
      ))}
    </ul>
  );
}

export const brief = (v: unknown): string => {
  const text = v === undefined ? 'undefined' : JSON.stringify(v);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
};
