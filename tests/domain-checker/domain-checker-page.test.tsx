// @vitest-environment happy-dom
/**
 * The domain checker page over a real log: rows appear one by one as results are folded in, the
 * buttons emit the spec's intents (E9 add, bundle add, transfer with a kept code, watch, my
 * domain), a broken stream shows its message and keeps the rows.
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventLog } from '../../events/log';
import { takeSecret } from '../../src/shared/secret-vault';
import { transferSecretKey } from '../../src/shared/secret-vault';
import DomainCheckerPage from '../../src/features/domain-checker/domain-checker-page';
import { buildError } from '../support/builders';
import { renderInApp } from '../support/render-in-app';
import { bundle, failing, free, registered } from './support/results';

afterEach(cleanup);

function openPage(qd = 'moja-firma.sk', before: (log: EventLog) => void = () => {}) {
  return renderInApp(<DomainCheckerPage />, {
    seed: (log) => {
      log.append('nav/changed', { path: '/en/domain-checker', search: `?qd=${qd}&freeOnly=false` });
      log.append('domain-checker/search-started', {
        searchId: 's1',
        domains: qd.split(','),
        page: 1,
        perPage: 10,
      });
      before(log);
    },
  });
}

/** The page renders once per animation frame (decision 071): what an event changed shows in the next one. */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

const rows = () => screen.queryAllByRole('listitem').filter((li) => li.classList.contains('domain-row'));

describe('the domain checker page', () => {
  it("keeps what the customer typed when the path's search arrives after the page rendered", async () => {
    const user = userEvent.setup();
    const r = renderInApp(<DomainCheckerPage />, {
      seed: (log) => log.append('nav/changed', { path: '/en/domain-checker', search: '' }),
    });
    const field = screen.getByLabelText('Domain name');
    await user.type(field, '   ');
    await nextFrame();
    act(() => {
      r.emit('nav/changed', { path: '/en/domain-checker', search: '?qd=moja-firma.sk&freeOnly=false' });
      r.emit('domain-checker/search-started', {
        searchId: 's1',
        domains: ['moja-firma.sk'],
        page: 1,
        perPage: 10,
      });
    });
    await nextFrame();
    expect(field).toHaveValue('   ');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await nextFrame();
    expect(r.payloads('domain-checker/search-submitted')).toEqual([{ text: '   ' }]);
    // After a submit the field follows the search again (the effect's normalised text).
    act(() => {
      r.emit('nav/changed', { path: '/en/domain-checker', search: '?qd=nova-firma.sk&freeOnly=false' });
      r.emit('domain-checker/search-started', {
        searchId: 's2',
        domains: ['nova-firma.sk'],
        page: 1,
        perPage: 10,
      });
    });
    await nextFrame();
    expect(field).toHaveValue('nova-firma.sk');
  });

  it("does not change the field under the customer's cursor: the path's search shows once they leave it", async () => {
    const user = userEvent.setup();
    const r = renderInApp(<DomainCheckerPage />, {
      seed: (log) => log.append('nav/changed', { path: '/en/domain-checker', search: '' }),
    });
    const field = screen.getByLabelText('Domain name');
    const searchArrives = (domain: string, searchId: string) =>
      act(() => {
        r.emit('nav/changed', { path: '/en/domain-checker', search: `?qd=${domain}&freeOnly=false` });
        r.emit('domain-checker/search-started', { searchId, domains: [domain], page: 1, perPage: 10 });
      });
    await nextFrame();
    // In the field, about to type (a test driver selects its text, then types): it stays as it is.
    await user.click(field);
    await nextFrame();
    await searchArrives('moja-firma.sk', 's1');
    expect(field).toHaveValue('');
    await user.tab();
    await nextFrame();
    expect(field).toHaveValue('moja-firma.sk');
    // A search sent from the field (Enter) shows its own text there, though the customer is still in it.
    await user.click(field);
    await nextFrame();
    await user.clear(field);
    await user.type(field, 'nova-firma.sk');
    await nextFrame();
    await user.keyboard('{Enter}');
    await nextFrame();
    await searchArrives('nova-firma.sk', 's2');
    expect(field).toHaveValue('nova-firma.sk');
    // A refused text stays for the customer to mend, also when they leave the field.
    await user.clear(field);
    await user.type(field, 'ftp://x.sk');
    await nextFrame();
    await user.keyboard('{Enter}');
    await nextFrame();
    await user.tab();
    await nextFrame();
    expect(field).toHaveValue('ftp://x.sk');
  });

  it('shows each streamed result as soon as it is folded in, before the stream ends', async () => {
    const r = openPage();
    expect(rows()).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Checking domains');
    const names = ['moja-firma.sk', 'moja-firma.com', 'moja-firma.eu'];
    for (const [i, name] of names.entries()) {
      act(() => r.emit('domain-checker/result-received', { searchId: 's1', result: free(name) }));
      await nextFrame();
      expect(rows().map((row) => row.getAttribute('aria-label'))).toEqual(names.slice(0, i + 1));
    }
    act(() => r.emit('domain-checker/page-ended', { searchId: 's1', page: 1, count: 3, endOfStream: true }));
    await nextFrame();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('That is all we found.')).toBeVisible();
  });

  it('renders the results that arrived within one frame once, in that frame (decision 071)', async () => {
    const r = openPage();
    await nextFrame();
    const list = document.querySelector('section.domain-checker') as HTMLElement;
    const commits: number[] = [];
    const observer = new MutationObserver((records) => {
      const added = records
        .flatMap((record) => [...record.addedNodes])
        .filter((node) => node instanceof HTMLElement);
      const rowsAdded = added.filter(
        (el) => el.matches('li.domain-row') || el.querySelector('li.domain-row'),
      );
      if (rowsAdded.length > 0) commits.push(rowsAdded.length);
    });
    observer.observe(list, { childList: true, subtree: true });
    // Three results folded one after another before the next frame, each flushed as its own update.
    for (const name of ['moja-firma.sk', 'moja-firma.com', 'moja-firma.eu'])
      act(() => r.emit('domain-checker/result-received', { searchId: 's1', result: free(name) }));
    expect(rows()).toHaveLength(0);
    await nextFrame();
    await new Promise((resolve) => setTimeout(resolve, 0));
    observer.disconnect();
    expect(rows()).toHaveLength(3);
    expect(commits).toHaveLength(1);
  });

  it('adds a free domain with the E9 request of the spec', async () => {
    const user = userEvent.setup();
    const r = openPage('moja-firma.sk', (log) =>
      log.append('domain-checker/result-received', { searchId: 's1', result: free('moja-firma.sk') }),
    );
    await user.click(
      within(screen.getByRole('listitem', { name: 'moja-firma.sk' })).getByRole('button', {
        name: 'Add to cart',
      }),
    );
    expect(r.payloads('cart/item-add-requested')).toEqual([
      {
        request: {
          code: 'domain-register',
          name: '.sk doména',
          sellType: 'direct',
          period: 12,
          price: { vatExcluded: 9.9 },
          properties: { domain: 'moja-firma.sk' },
        },
      },
    ]);
    await nextFrame();
    const button = within(screen.getByRole('listitem', { name: 'moja-firma.sk' })).getByRole('button', {
      name: 'Adding…',
    });
    expect(button).toBeDisabled();
  });

  it('offers the bundles below the results once the check has ended, never above rows still coming in', async () => {
    const r = openPage('moja-firma.sk', (log) => {
      log.append('domain-checker/result-received', { searchId: 's1', result: free('moja-firma.sk') });
      log.append('domain-checker/bundles-received', {
        searchId: 's1',
        bundles: [bundle('moja-firma.sk', 'moja-firma.eu')],
      });
    });
    const offer = () => screen.queryByRole('listitem', { name: 'moja-firma.sk + moja-firma.eu' });
    expect(screen.getByRole('listitem', { name: 'moja-firma.sk' })).toBeInTheDocument();
    expect(offer()).toBeNull();
    act(() => r.emit('domain-checker/page-ended', { searchId: 's1', page: 1, count: 1, endOfStream: true }));
    await nextFrame();
    const row = screen.getByRole('listitem', { name: 'moja-firma.sk' });
    expect(row.compareDocumentPosition(offer() as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('adds a bundle with both registrations, the second at its discount', async () => {
    const user = userEvent.setup();
    const r = openPage('moja-firma.sk', (log) => {
      log.append('domain-checker/bundles-received', {
        searchId: 's1',
        bundles: [bundle('moja-firma.sk', 'moja-firma.eu')],
      });
      log.append('domain-checker/page-ended', { searchId: 's1', page: 1, count: 0, endOfStream: true });
    });
    const offer = screen.getByRole('listitem', { name: 'moja-firma.sk + moja-firma.eu' });
    expect(offer).toHaveTextContent('moja-firma.eu for €4.95 instead of €14.90');
    await user.click(within(offer).getByRole('button', { name: 'Add both to cart' }));
    await nextFrame();
    const [payload] = r.payloads('cart/bundle-add-requested') as {
      items: { properties: unknown; price: unknown }[];
    }[];
    expect(payload?.items.map((i) => [i.properties, i.price])).toEqual([
      [{ domain: 'moja-firma.sk' }, { vatExcluded: 9.9 }],
      [{ domain: 'moja-firma.eu' }, { vatExcluded: 4.95 }],
    ]);
  });

  it('transfers a registered domain: the code is required, kept in the vault, and the log holds it redacted', async () => {
    const user = userEvent.setup();
    const r = openPage('taken.sk', (log) =>
      log.append('domain-checker/result-received', { searchId: 's1', result: registered('taken.sk') }),
    );
    const row = () => screen.getByRole('listitem', { name: 'taken.sk' });
    await user.click(within(row()).getByRole('button', { name: 'Transfer' }));
    await nextFrame();
    const form = within(row()).getByRole('form', { name: 'Transfer of taken.sk' });
    await user.click(within(form).getByRole('button', { name: 'Transfer to us' }));
    await nextFrame();
    expect(within(form).getByText('Field is required')).toBeVisible();
    expect(r.payloads('cart/item-add-requested')).toEqual([]);
    await user.type(within(form).getByLabelText('Auth code (EPP)'), 'Abc-123456');
    await nextFrame();
    await user.click(within(form).getByRole('button', { name: 'Transfer to us' }));
    await nextFrame();
    expect(r.payloads('cart/item-add-requested')).toEqual([
      {
        request: {
          code: 'domain-transfer',
          name: '.sk doména',
          sellType: 'direct',
          period: 12,
          price: { vatExcluded: 12.9 },
          properties: { domain: 'taken.sk', eppCode: '[redacted]' },
        },
      },
    ]);
    expect(JSON.stringify(r.log.all())).not.toContain('Abc-123456');
    expect(takeSecret(transferSecretKey('taken.sk'))).toBe('Abc-123456');
  });

  it('says honestly that watching a domain is not available, never that it is watched; asks who owns a domain', async () => {
    const user = userEvent.setup();
    const r = openPage('taken.sk', (log) =>
      log.append('domain-checker/result-received', { searchId: 's1', result: registered('taken.sk') }),
    );
    const row = () => within(screen.getByRole('listitem', { name: 'taken.sk' }));
    await user.click(row().getByRole('button', { name: 'Watch domain' }));
    await nextFrame();
    expect(r.payloads('domain-checker/watch-requested')).toEqual([{ domain: 'taken.sk' }]);
    expect(row().getByRole('status')).toHaveTextContent(
      'Watching domains is not available yet: we cannot watch taken.sk for you. Please check the domain again later.',
    );
    expect(row().queryByText(/on your watch list/)).toBeNull();
    await user.click(row().getByRole('button', { name: 'This is my domain' }));
    await nextFrame();
    expect(r.payloads('domain-checker/my-domain-requested')).toEqual([{ domain: 'taken.sk' }]);
    act(() => r.emit('domain-checker/my-domain-answered', { domain: 'taken.sk', outcome: 'not-owner' }));
    await nextFrame();
    expect(row().getByRole('alert')).toHaveTextContent(/^You are not the owner of this domain\.$/);
  });

  it('shows per-domain errors and a broken stream without losing the rows', async () => {
    const r = openPage('a', (log) => {
      log.append('domain-checker/result-received', { searchId: 's1', result: free('a.sk') });
      log.append('domain-checker/result-received', {
        searchId: 's1',
        result: failing('a.io', 'domain_checker.tld_not_offered'),
      });
    });
    expect(
      within(screen.getByRole('listitem', { name: 'a.io' })).getByText(
        'We do not offer this domain extension.',
      ),
    ).toBeVisible();
    act(() =>
      r.emit('domain-checker/search-failed', {
        searchId: 's1',
        error: buildError({ kind: 'parse', messageKey: 'general.invalid_reply' }),
      }),
    );
    await nextFrame();
    expect(screen.getByText('The search was interrupted. The results found so far are shown.')).toBeVisible();
    expect(rows()).toHaveLength(2);
  });

  it('submits the search field as one intent, toggles free-only and shows a refused search', async () => {
    const user = userEvent.setup();
    const r = openPage('a.sk,b.sk');
    const search = screen.getByRole('search');
    await user.clear(within(search).getByLabelText('Domain name'));
    await user.type(within(search).getByLabelText('Domain name'), 'ftp://x.sk{Enter}');
    await nextFrame();
    expect(r.payloads('domain-checker/search-submitted')).toEqual([{ text: 'ftp://x.sk' }]);
    act(() =>
      r.emit('domain-checker/search-rejected', {
        text: 'ftp://x.sk',
        messageKey: 'domain_checker.protocol',
        entry: 'ftp://x.sk',
      }),
    );
    await nextFrame();
    expect(within(search).getByRole('alert')).toHaveTextContent(
      /^domain cannot contain protocol \(ftp:\/\/x\.sk\)$/,
    );
    await user.click(within(search).getByRole('checkbox', { name: 'Show only available domains' }));
    await nextFrame();
    expect(r.payloads('domain-checker/free-only-toggled')).toEqual([{ freeOnly: true }]);
    const badges = screen.getByRole('list', { name: 'Searched domains' });
    await user.click(within(badges).getByRole('button', { name: 'Remove a.sk' }));
    await nextFrame();
    expect(r.payloads('domain-checker/domain-removed')).toEqual([{ domain: 'a.sk' }]);
  });
});
