// @vitest-environment happy-dom
/**
 * The saved lists a profile step shows are asked for once: views that mount together (or a request
 * appended between a view's render and its effect, as a re-run does) do not ask a second time, which
 * made a second call to the provider and a re-run differ from its recording.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useProfileList } from '../../src/features/order/profiles/use-profile-list';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

function BillingCount() {
  const load = useProfileList('billing');
  return <p>{load.list.length}</p>;
}

it('two views that show the billing list at once ask for it once', () => {
  const r = renderInApp(
    <>
      <BillingCount />
      <BillingCount />
    </>,
  );
  expect(r.payloads('profiles/load-requested')).toEqual([{ which: 'billing' }]);
});

it('a view asks again only once the list is idle, not while a load is on its way', () => {
  const r = renderInApp(<BillingCount />, {
    seed: (log) => log.append('profiles/load-requested', { which: 'both' }),
  });
  expect(r.payloads('profiles/load-requested')).toEqual([{ which: 'both' }]);
});
