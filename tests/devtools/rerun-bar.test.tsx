// @vitest-environment happy-dom
/**
 * The bar of a live re-run (issue 33, decision 087) as a developer sees it on any page the re-run
 * passes: that it is a re-run, which page load and which event of how many, a Stop button reached
 * by keyboard that stops it, and once it ends the verdict or where Stop ended it.
 */
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleFor } from '../../devtools/console/console-model';
import RerunBar from '../../devtools/rerun/rerun-bar';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

const progress = { part: 3, parts: 12, event: 41, events: 130 };
const report = { emitted: 3, rederived: 0, refused: [], unsettled: [] };

describe('the re-run bar', () => {
  it('says which page load and event of how many the re-run is at, and stops it from the keyboard', async () => {
    const user = userEvent.setup();
    const { store } = renderInApp(<RerunBar />);
    const dev = consoleFor(store);
    act(() => {
      dev.rerun.value = { status: 'running', name: 'long.json', done: 4, total: 9, progress };
    });
    const bar = screen.getByRole('region', { name: 'Re-run in progress: long.json' });
    expect(bar).toHaveTextContent('Re-run of long.json: page load 3 of 12, event 41 of 130');
    await user.tab();
    const stop = screen.getByRole('button', { name: 'Stop the re-run' });
    expect(stop).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(dev.rerunStopped.value).toBe(true);
  });

  it('shows where Stop ended the re-run with the verdict on what it played', () => {
    const { store } = renderInApp(<RerunBar />);
    act(() => {
      consoleFor(store).rerun.value = {
        status: 'done',
        name: 'long.json',
        report: { ...report, stoppedAt: 4 },
        comparison: { same: true, outcome: { checkout: 'idle', messages: [] } },
        stopped: progress,
      };
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Stopped at event 41 of 130. Same outcome as the recording: idle.',
    );
  });

  it('shows nothing outside a re-run', () => {
    renderInApp(<RerunBar />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
