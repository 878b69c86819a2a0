// @vitest-environment happy-dom
/**
 * The developer console as a developer uses it: the dashboard shows the session, the timeline lists
 * events and travels with the keyboard (the app then renders that state, read-only), a session of
 * 100,000 events renders a window of rows, hostile imported strings render as text, a corrupt file
 * is refused with its message, and the gallery renders its components over a sandbox log.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventLog } from '../../events/log';
import { createStore } from '../../src/store/store';
import { themes } from '../../src/ui/theme';
import enUs from '../../locales/en-US.json';
import DeveloperArea from '../../devtools/developer-area';
import { recordedSession } from './support/recorded';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

function renderConsole(log: EventLog, path = '/') {
  return renderInApp(<DeveloperArea />, { store: createStore(log), route: path }).store;
}

describe('the developer console', () => {
  it('shows the current session with its company, workflow, language and counts', () => {
    const s = recordedSession();
    renderConsole(s.log);
    const summary = within(screen.getByTestId('session-summary'));
    expect(summary.getByText('sk-ws')).toBeVisible();
    expect(summary.getByText('sk-SK')).toBeVisible();
    expect(summary.getByText(String(s.log.size))).toBeVisible();
    expect(screen.getByTestId('timeline-count').textContent).toBe(
      `${s.log.size} of ${s.log.size} events shown`,
    );
  });

  it('selects with the keyboard without moving the app, travels with Enter and returns to live with Escape', async () => {
    const user = userEvent.setup();
    const s = recordedSession();
    const store = renderConsole(s.log);
    const list = screen.getByRole('list', { name: 'Event timeline' });
    list.focus();
    await user.keyboard('{Home}{ArrowDown}');
    expect(store.cursor.value).toBeNull();
    expect(screen.getByTestId('event-detail')).toHaveTextContent('#1 nav/changed');
    expect(screen.getByTestId('event-payload')).toHaveTextContent('/checkout');
    await user.keyboard('{Home}{Enter}');
    expect(store.cursor.value).toBe(0);
    expect(store.state.value.cart.load.status).toBe('initial');
    expect(screen.getByTestId('travel-status')).toHaveTextContent('#0 (app/booted)');
    await user.keyboard('{Escape}');
    expect(store.cursor.value).toBeNull();
    expect(store.state.value.cart.load.status).toBe('loaded');
  });

  it('travels with the slider and shows the failed exchange with request and reply', () => {
    const s = recordedSession();
    const store = renderConsole(s.log);
    const failed = s.log.all().find((e) => e.type === 'api/failed')!;
    // user-event cannot drag a range input or step it with arrow keys: the value is set directly.
    fireEvent.change(screen.getByRole('slider', { name: 'Event to show' }), {
      target: { value: String(failed.seq) },
    });
    expect(store.cursor.value).toBe(failed.seq);
    const detail = within(screen.getByTestId('event-detail'));
    expect(detail.getByText('Request')).toBeVisible();
    expect(detail.getByText('Failed')).toBeVisible();
    expect(detail.getByText(/prices\?period=12/)).toBeVisible();
  });

  it('renders a window of rows for 100,000 events', () => {
    const s = recordedSession();
    while (s.log.size < 100_000) s.log.append('nav/changed', { path: `/p${s.log.size}`, search: '' });
    renderConsole(s.log);
    expect(screen.getAllByRole('listitem').length).toBeLessThan(60);
  });

  it('renders hostile strings from a session as text', async () => {
    const user = userEvent.setup();
    const s = recordedSession();
    s.emit('nav/changed', { path: '<img src=x onerror="globalThis.pwned=1">', search: '' });
    renderConsole(s.log);
    await user.type(screen.getByRole('searchbox', { name: 'Filter text' }), 'onerror');
    expect(screen.getByText(/<img src=x onerror/)).toBeVisible();
    expect(document.querySelector('.developer img')).toBeNull();
  });

  it('refuses a corrupt session file with its message and keeps the live session', async () => {
    const user = userEvent.setup();
    const store = renderConsole(recordedSession().log);
    const input = screen.getByLabelText('Import session file');
    const file = new File(
      ['{"format": "hosting-checkout-session", "version": 1, "events": ['],
      'broken.json',
      { type: 'application/json' },
    );
    await user.upload(input, file);
    expect(await screen.findByRole('alert')).toHaveTextContent(enUs['session.import.not_json']);
    expect(store.source.value).toBeNull();
    expect(screen.getByTestId('session-summary')).toHaveTextContent('Current (live)');
  });

  it('shows the gallery components over a sandbox log that the session never sees', () => {
    const s = recordedSession();
    const size = s.log.size;
    renderConsole(s.log, '/components/messages');
    // Once per theme (decision 051).
    const texts = screen.getAllByText(/server text is shown as text/);
    expect(texts).toHaveLength(themes.length);
    for (const text of texts) expect(text).toBeVisible();
    expect(document.querySelector('.developer img')).toBeNull();
    expect(s.log.size).toBe(size);
  });

  it('never renders HTML from data: no dangerouslySetInnerHTML in the console', () => {
    const dir = join(process.cwd(), 'devtools');
    const sources = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => readFileSync(join(dir, name), 'utf8'));
    expect(sources.length).toBeGreaterThan(5);
    expect(sources.filter((text) => text.includes('dangerouslySetInnerHTML'))).toEqual([]);
  });
});
