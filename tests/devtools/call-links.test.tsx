// @vitest-environment happy-dom
/**
 * The timeline as a developer reads an API call (issue 21, item 3): its rows name the call by method
 * and path template, the event detail of a request links to its reply and the reply's to its request
 * (selecting, never travelling, and adding nothing to the log), a request without a reply and a reply
 * without a request say so, and the text filter finds a request and its reply by the call's path.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventLog } from '../../events/log';
import DeveloperArea from '../../devtools/developer-area';
import { createStore } from '../../src/store/store';
import { buildError } from '../support/builders';
import { renderInApp } from '../support/render-in-app';
import { recordedSession } from './support/recorded';

afterEach(cleanup);

function renderConsole(log: EventLog) {
  return renderInApp(<DeveloperArea />, { store: createStore(log), route: '/' }).store;
}

const detail = () => within(screen.getByTestId('event-detail'));
const row = (seq: number) => screen.getByRole('button', { name: new RegExp(`^#${seq} `) });

describe('API calls in the timeline', () => {
  it('names each row by its call and goes from a request to its reply and back by selecting', async () => {
    const user = userEvent.setup();
    const s = recordedSession();
    const store = renderConsole(s.log);
    const before = JSON.stringify(s.log.all());
    const request = s.log.all().find((e) => e.type === 'api/requested')!;
    const reply = s.log.all().find((e) => e.type === 'api/responded')!;
    expect(row(request.seq)).toHaveTextContent(/api\/requested POST \/cart\/items$/);
    expect(row(reply.seq)).toHaveTextContent(/api\/responded POST \/cart\/items → 200 in 42\.0 ms$/);

    await user.click(row(request.seq));
    await user.click(detail().getByRole('button', { name: `Reply: event #${reply.seq}` }));
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(`#${reply.seq} api/responded`);
    expect(row(reply.seq)).toHaveAttribute('aria-current', 'true');
    expect(store.cursor.value).toBeNull();

    await user.click(detail().getByRole('button', { name: `Request: event #${request.seq}` }));
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(`#${request.seq} api/requested`);
    expect(store.cursor.value).toBeNull();
    expect(JSON.stringify(s.log.all())).toBe(before);
  });

  it('says when a request has no reply and when a reply has no request in the session', async () => {
    const user = userEvent.setup();
    const s = recordedSession();
    s.emit('api/requested', {
      requestId: 'r4',
      method: 'POST',
      url: 'https://api.test/checkout',
      pathTemplate: '/checkout',
      headers: {},
      body: {},
    });
    const pending = s.log.last()!;
    s.emit('api/failed', {
      requestId: 'r0',
      status: 500,
      error: buildError({ kind: 'http', status: 500, messageKey: 'general.server_error' }),
      durationMs: 7,
    });
    const orphan = s.log.last()!;
    renderConsole(s.log);
    expect(row(orphan.seq)).toHaveTextContent(/r0 → 500 general\.server_error$/);

    await user.click(row(pending.seq));
    expect(screen.getByTestId('exchange-link')).toHaveTextContent('No reply recorded');
    await user.click(row(orphan.seq));
    expect(screen.getByTestId('exchange-link')).toHaveTextContent('Its request is not in this session');
  });

  it('finds the request and its reply by the path of the call', async () => {
    const user = userEvent.setup();
    const s = recordedSession();
    renderConsole(s.log);
    const filter = screen.getByRole('searchbox', { name: 'Filter text' });
    await user.type(filter, 'POST /cart/items');
    const rows = () =>
      within(screen.getByRole('list', { name: 'Event timeline' }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('code')?.textContent);
    expect(rows()).toEqual(['api/requested', 'api/responded']);
    await user.clear(filter);
    await user.type(filter, '/cart/items/c1/prices');
    expect(rows()).toEqual(['api/requested', 'api/failed']);
  });
});
