// @vitest-environment happy-dom
/**
 * The console as a panel over the live app: the floating button and Alt+Shift+D open and close it;
 * selecting a row reads the event (payload, state change) without moving the app, Jump travels and
 * the app says so (banner, inert and dimmed region) until "Back to live"; the timeline opens at the
 * latest event and follows new ones until scrolled up; next error, Skip and the family chips; the
 * separator resizes by keyboard and side and size are remembered; the fault controls list several
 * faults and remove one. Using the panel leaves the session's log exactly as it was.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventLog } from '../../events/log';
import { DevConsoleLauncher, isConsoleShortcut } from '../../src/app/dev-console-launcher';
import { createStore } from '../../src/store/store';
import { createConsole } from '../../devtools/console/console-model';
import { PANEL_LAYOUT_KEY } from '../../devtools/console/panel-layout';
import { recordedSession } from './support/recorded';
import { renderInApp } from '../support/render-in-app';

// The panel is a lazy chunk: load (and transform) it once up front, so a loaded machine's first
// transform does not eat the first test's wait for the panel.
beforeAll(async () => {
  await import('../../devtools/console-panel');
}, 60_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '<div id="main-content"></div>';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderApp(log: EventLog, path = '/checkout') {
  const root = document.getElementById('main-content')!;
  const { store } = renderInApp(
    <>
      <button type="button">App button</button>
      <DevConsoleLauncher />
    </>,
    { store: createStore(log), route: path, container: root },
  );
  return { store, root };
}

const openPanel = async (user: UserEvent) => {
  await user.click(screen.getByRole('button', { name: 'Open the developer console (Alt+Shift+D)' }));
  return screen.findByTestId('console-panel', {}, { timeout: 5000 });
};
const snapshot = (log: EventLog) => JSON.stringify(log.all());

describe('the console panel', () => {
  it('opens with the floating button and closes and reopens with Alt+Shift+D', async () => {
    const user = userEvent.setup();
    renderApp(recordedSession().log);
    await openPanel(user);
    expect(screen.queryByRole('button', { name: /Open the developer console/ })).toBeNull();
    await user.keyboard('{Alt>}{Shift>}D{/Shift}{/Alt}');
    expect(screen.queryByTestId('console-panel')).toBeNull();
    await user.keyboard('{Alt>}{Shift>}D{/Shift}{/Alt}');
    expect(await screen.findByTestId('console-panel', {}, { timeout: 5000 })).toBeVisible();
    expect(
      isConsoleShortcut({ altKey: false, shiftKey: true, ctrlKey: true, metaKey: false, code: 'KeyD' }),
    ).toBe(false);
  });

  it('is not offered on the full console page', () => {
    renderApp(recordedSession().log, '/developer');
    expect(screen.queryByRole('button', { name: /Open the developer console/ })).toBeNull();
  });

  it('reads a selected event without moving the app; Jump travels, the app goes inert, Back to live returns', async () => {
    const user = userEvent.setup();
    const s = recordedSession();
    const { store, root } = renderApp(s.log);
    await openPanel(user);
    const booted = s.log.all().find((e) => e.type === 'app/booted')!;
    const added = s.log.all().find((e) => e.type === 'cart/received')!;
    await user.click(screen.getByText(`#${added.seq}`));
    expect(store.cursor.value).toBeNull();
    const detail = within(screen.getByTestId('event-detail'));
    expect(detail.getByText(/cart\/received/)).toBeVisible();
    expect(within(screen.getByTestId('event-diff')).getByText('cart.load.status')).toBeVisible();
    expect(root).not.toHaveAttribute('inert');

    await user.click(detail.getByRole('button', { name: `Jump the app to event #${added.seq}` }));
    expect(store.cursor.value).toBe(added.seq);
    expect(screen.getByTestId('travel-banner')).toHaveTextContent(
      `Viewing event #${added.seq} of ${s.log.size}, effects paused`,
    );
    expect(root).toHaveAttribute('inert');
    expect(root.classList.contains('app--travelling')).toBe(true);

    await user.click(
      within(screen.getByTestId('travel-banner')).getByRole('button', { name: 'Back to live' }),
    );
    expect(store.cursor.value).toBeNull();
    expect(root).not.toHaveAttribute('inert');
    expect(booted.seq).toBe(0);
  });

  it('opens at the latest event, follows new ones, stops when scrolled up and resumes on request', async () => {
    const user = userEvent.setup();
    const s = recordedSession();
    while (s.log.size < 300) s.log.append('nav/changed', { path: `/p${s.log.size}`, search: '' });
    renderApp(s.log);
    await openPanel(user);
    expect(screen.getByText('#299')).toBeVisible();
    expect(screen.queryByText('#0')).toBeNull();
    act(() => {
      s.log.append('nav/changed', { path: '/newest', search: '' });
    });
    // the console catches up once the browser is idle, not on every append
    expect(await screen.findByText('#300')).toBeVisible();
    expect(screen.getByTestId('timeline-following')).toBeVisible();
    const list = screen.getByRole('list', { name: 'Event timeline' });
    list.scrollTop = 0;
    fireEvent.scroll(list);
    expect(screen.getByText('#0')).toBeVisible();
    act(() => {
      s.log.append('nav/changed', { path: '/later', search: '' });
    });
    await waitFor(() => expect(screen.getByTestId('timeline-count')).toHaveTextContent('302 of 302'));
    expect(screen.queryByText('#301')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Go to the latest event' }));
    expect(screen.getByText('#301')).toBeVisible();
  });

  it('goes to the next error, skips a row into the what-if and says which families it shows', async () => {
    const user = userEvent.setup();
    const s = recordedSession();
    const { store } = renderApp(s.log);
    await openPanel(user);
    await user.click(screen.getByRole('button', { name: 'Next error' }));
    const failed = s.log.all().find((e) => e.type === 'api/failed')!;
    expect(screen.getByTestId('event-detail')).toHaveTextContent(`#${failed.seq}`);
    expect(store.cursor.value).toBeNull();

    const added = s.log.all().find((e) => e.type === 'cart/received')!;
    await user.click(screen.getByRole('button', { name: `Skip event #${added.seq} (what-if without it)` }));
    expect(screen.getByTestId('skip-summary')).toHaveTextContent(`Without events #${added.seq}`);
    expect(within(screen.getByTestId('skip-diff')).getAllByText(/cart\.load/).length).toBeGreaterThan(0);

    expect(screen.getByRole('button', { name: 'All families' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('timeline-showing')).toHaveTextContent(/^Showing every family$/);
    await user.click(screen.getByRole('button', { name: 'Errors' }));
    expect(screen.getByRole('button', { name: 'All families' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('timeline-showing')).toHaveTextContent(/^Showing only: Errors$/);
  });

  it('resizes with the keyboard and remembers side and size', async () => {
    const user = userEvent.setup();
    renderApp(recordedSession().log);
    await openPanel(user);
    const separator = screen.getByRole('separator', { name: 'Resize the developer console' });
    const before = Number(separator.getAttribute('aria-valuenow'));
    separator.focus();
    await user.keyboard('{ArrowUp}');
    expect(separator).toHaveAttribute('aria-valuenow', String(before + 16));
    await user.click(screen.getByRole('button', { name: 'Dock on the right' }));
    expect(screen.getByTestId('console-panel').className).toContain('developer-panel--right');
    expect(JSON.parse(localStorage.getItem(PANEL_LAYOUT_KEY)!)).toMatchObject({ side: 'right' });
    await user.click(screen.getByRole('button', { name: 'Close the developer console (Alt+Shift+D)' }));
    await openPanel(user);
    expect(screen.getByTestId('console-panel').className).toContain('developer-panel--right');
  });

  it('lists several faults, each removable', async () => {
    const user = userEvent.setup();
    let faults: { id: string; method?: string; pathPattern?: string; status?: number }[] = [];
    let next = 0;
    const fetchStub = vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      if (method === 'POST' && url.endsWith('/add'))
        faults = [...faults, { ...JSON.parse(String(init.body)), id: `f${++next}` }];
      if (method === 'DELETE') faults = faults.filter((f) => !url.endsWith(`/${f.id}`));
      return new Response(JSON.stringify({ faults }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchStub);
    renderApp(recordedSession().log);
    await openPanel(user);
    await user.click(screen.getByRole('button', { name: 'Mock provider faults' }));
    const add = async (method: string, path: string, status: string) => {
      await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), method);
      await user.clear(screen.getByRole('textbox', { name: 'Endpoint (path pattern)' }));
      await user.type(screen.getByRole('textbox', { name: 'Endpoint (path pattern)' }), path);
      await user.clear(screen.getByRole('textbox', { name: 'Fail with status' }));
      await user.type(screen.getByRole('textbox', { name: 'Fail with status' }), status);
      await user.click(screen.getByRole('button', { name: 'Add fault' }));
      await screen.findByText('Fault added.');
    };
    await add('POST', '/users', '503');
    await waitFor(() =>
      expect(within(screen.getByTestId('faults-list')).getAllByRole('listitem').length).toBe(1),
    );
    await add('GET', '/cart$', '404');
    await waitFor(() =>
      expect(within(screen.getByTestId('faults-list')).getAllByRole('listitem').length).toBe(2),
    );
    expect(screen.getByTestId('faults-list')).toHaveTextContent('POST /users: status 503');
    await user.click(screen.getByRole('button', { name: 'Remove fault POST /users: status 503' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('faults-list')).getAllByRole('listitem').length).toBe(1),
    );
    expect(screen.getByTestId('faults-list')).toHaveTextContent('GET /cart$: status 404');
  });

  it('adds nothing to the session: the log is the same before and after using the panel', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', async () => new Response('{"faults":[]}', { status: 200 }));
    const s = recordedSession();
    const before = snapshot(s.log);
    const { store } = renderApp(s.log);
    await openPanel(user);
    await user.click(screen.getByRole('button', { name: 'Next error' }));
    await user.click(screen.getByRole('button', { name: 'Skip event #1 (what-if without it)' }));
    await user.click(screen.getByRole('button', { name: /^Jump the app/ }));
    await user.click(
      within(screen.getByTestId('travel-banner')).getByRole('button', { name: 'Back to live' }),
    );
    screen.getByRole('separator').focus();
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('button', { name: 'Mock provider faults' }));
    await user.click(screen.getByRole('button', { name: 'Events' }));
    await user.click(screen.getByRole('button', { name: 'Close the developer console (Alt+Shift+D)' }));
    expect(store.cursor.value).toBeNull();
    expect(snapshot(s.log)).toBe(before);
  });
});

describe('the console catching up with the log', () => {
  it('re-reads the log once for a burst of appends, when the scheduler runs', () => {
    const s = recordedSession();
    const pending: (() => void)[] = [];
    const dev = createConsole(createStore(s.log), (run) => pending.push(run));
    const size = s.log.size;
    s.log.append('nav/changed', { path: '/a', search: '' });
    s.log.append('nav/changed', { path: '/b', search: '' });
    expect(dev.version.value).toBe(size);
    expect(pending).toHaveLength(1);
    pending.shift()!();
    expect(dev.version.value).toBe(size + 2);
    expect(dev.allEvents()).toHaveLength(size + 2);
  });
});
