// @vitest-environment happy-dom
/**
 * The console's re-run and config views as a developer uses them: a loaded session offers
 * "Re-run live", which hands its plan to the next page load; the dashboard shows a re-run's
 * progress, "same outcome" or where it differs; the config form refuses invalid values with
 * translated messages next to the fields and keeps nothing, keeps a valid edit and reloads, and
 * resets it.
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionFile } from '../../events/session-file';
import { memoryStorage } from '../../src/effects/runtime/deps';
import { type KeyValueStorage } from '../../src/shared/key-value-storage';
import { createStore } from '../../src/store/store';
import { ConfigEditor } from '../../devtools/config/config-editor';
import { CONFIG_OVERRIDE_KEY, RERUN_KEY } from '../../devtools/session/session-keys';
import { consoleFor } from '../../devtools/console/console-model';
import DeveloperArea from '../../devtools/developer-area';
import { configInput } from '../support/builders';
import { recordedSession } from './support/recorded';
import { renderInApp } from '../support/render-in-app';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('live re-run in the dashboard', () => {
  it('offers "Re-run live" for a loaded session and hands its plan to the next page load', async () => {
    const user = userEvent.setup();
    const store = createStore(recordedSession().log);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderInApp(<DeveloperArea />, { store });
    expect(screen.queryByRole('button', { name: 'Re-run live' })).toBeNull();
    const events = [...recordedSession().log.all()];
    const file = createSessionFile({
      exportedAt: '2025-01-01T00:00:00.000Z',
      buildId: 'b',
      company: 'sk-ws',
      config: configInput,
      events,
    });
    act(() => consoleFor(store).load({ id: 'x', name: 'recorded.json', file }));
    const button = screen.getByRole('button', { name: 'Re-run live' });
    expect(button).toHaveAttribute('aria-describedby', 'developer-rerun-hint');
    await user.click(button);
    expect(JSON.parse(sessionStorage.getItem(RERUN_KEY) ?? '{}')).toMatchObject({
      name: 'recorded.json',
      startUrl: '/checkout',
    });
    expect(assign).toHaveBeenCalledWith('/checkout');
  });

  it('shows the progress, then the same outcome or the event where the re-run differs', () => {
    const store = createStore(recordedSession().log);
    const dev = consoleFor(store);
    renderInApp(<DeveloperArea />, { store });
    act(() => {
      dev.rerun.value = { status: 'running', name: 'card.json', done: 3, total: 12 };
    });
    const panel = () => within(screen.getByRole('region', { name: 'Live re-run of card.json' }));
    expect(panel().getByRole('status')).toHaveTextContent(/^Re-emitting the recorded intents: 3 of 12…$/);
    const report = { emitted: 9, rederived: 3, refused: [], unsettled: [] };
    const outcome = { checkout: 'thank-you exception (payment.card_failed)', messages: [] };
    act(() => {
      dev.rerun.value = { status: 'done', name: 'card.json', report, comparison: { same: true, outcome } };
    });
    expect(panel().getByRole('status')).toHaveTextContent(
      /^Same outcome as the recording: thank-you exception \(payment\.card_failed\)\.$/,
    );
    expect(panel().getByText('9 intents re-emitted, 3 appended again by the app itself.')).toBeVisible();
    act(() => {
      dev.rerun.value = {
        status: 'done',
        name: 'card.json',
        report: { ...report, unsettled: [14] },
        comparison: {
          same: false,
          recordedSeq: 41,
          liveSeq: 40,
          what: 'POST /checkout (call 1): 402 recorded, 200 live',
          outcome,
        },
      };
    });
    expect(panel().getByRole('status')).toHaveTextContent(
      /^Differs from the recording at event #41: POST \/checkout \(call 1\): 402 recorded, 200 live\.$/,
    );
    expect(panel().getByText(/caught up with the recording: events #14/)).toBeVisible();
  });
});

describe('config edit form', () => {
  const page = { ...configInput, company: 'sk-ws' };
  const renderForm = (storage: KeyValueStorage, reload: () => void) =>
    renderInApp(<ConfigEditor storage={storage} page={page} reload={reload} />, {
      store: createStore(recordedSession().log),
    });

  it('refuses invalid values with a translated message at each field and keeps nothing', async () => {
    const user = userEvent.setup();
    const storage = memoryStorage();
    const reload = vi.fn();
    renderForm(storage, reload);
    await user.clear(screen.getByLabelText('Billing profile limit (empty: the default)'));
    await user.type(screen.getByLabelText('Billing profile limit (empty: the default)'), '0');
    await user.clear(screen.getByLabelText('Languages (comma-separated, the default first)'));
    await user.type(
      screen.getByLabelText('Languages (comma-separated, the default first)'),
      'sk-SK, klingon',
    );
    await user.click(screen.getByRole('button', { name: 'Apply and reload' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^The config was not changed: correct the marked fields\.$/,
    );
    const limit = screen.getByLabelText('Billing profile limit (empty: the default)');
    expect(limit).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(limit.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      /^A limit must be a whole number of at least 1\.$/,
    );
    expect(screen.getByText('klingon is not a supported language.')).toBeVisible();
    expect(storage.getItem(CONFIG_OVERRIDE_KEY)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps a valid edit for the session and reloads; reset drops it and reloads', async () => {
    const user = userEvent.setup();
    const storage = memoryStorage();
    const reload = vi.fn();
    renderForm(storage, reload);
    expect(screen.getByRole('button', { name: "Reset to the page's config" })).toHaveProperty(
      'disabled',
      true,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Company variant' }), 'cz-ws');
    expect(screen.getByLabelText('Languages (comma-separated, the default first)')).toHaveValue(
      'cs-CZ, en-US',
    );
    await user.click(screen.getByRole('button', { name: 'Apply and reload' }));
    expect(JSON.parse(storage.getItem(CONFIG_OVERRIDE_KEY) ?? '{}')).toMatchObject({
      company: 'cz-ws',
      currency: 'CZK',
      languages: ['cs-CZ', 'en-US'],
    });
    expect(reload).toHaveBeenCalledTimes(1);
    cleanup();
    renderForm(storage, reload);
    expect(screen.getByTestId('config-override-state')).toHaveTextContent(
      /^An edited config is in force for this browser session\.$/,
    );
    await user.click(screen.getByRole('button', { name: "Reset to the page's config" }));
    expect(storage.getItem(CONFIG_OVERRIDE_KEY)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
