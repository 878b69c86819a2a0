/**
 * What the timeline's Skip toggles amount to: the state at the latest event re-folded without the
 * skipped events (what-if.ts, a branch; the recording and the app are untouched), as a list of
 * differences from the recorded state, with "clear skips".
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeList } from '../state/change-list';
import type { DevConsole } from '../console/console-model';
import { diff } from '../state/state-diff';
import { foldWithout } from '../state/what-if';

export function SkipSummary({ dev }: { dev: DevConsole }) {
  // Subscribes this component itself: a parent's subscription ends when React yields between them.
  useSignals();
  const { t } = useTranslation();
  const skipped = dev.skipped.value;
  const events = dev.allEvents();
  const last = events.length - 1;
  // The live log's array grows in place: `last` changes with every append, so the memo follows.
  const changes = useMemo(() => {
    if (skipped.length === 0 || last < 0) return [];
    const branch = foldWithout(
      events,
      skipped.map((seq) => ({ from: seq, to: seq })),
      last,
    );
    return diff(dev.stateAt(last), branch);
  }, [dev, events, skipped, last]);
  if (skipped.length === 0) return null;
  const list = skipped.map((seq) => `#${seq}`).join(', ');
  return (
    <section className="developer__skips" aria-live="polite" data-testid="skip-summary">
      <p>
        {changes.length === 0
          ? t('devtools.whatif.skipped_same', { events: list })
          : t('devtools.whatif.skipped', { events: list })}{' '}
        <button type="button" onClick={() => dev.clearSkips()}>
          {t('devtools.whatif.clear_skips')}
        </button>
      </p>
      {changes.length > 0 && <ChangeList changes={changes} empty="" testId="skip-diff" />}
    </section>
  );
}
