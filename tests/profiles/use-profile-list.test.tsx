// @vitest-environment happy-dom
/**
 * The saved lists a profile step shows are asked for once: views that mount together (or a request
 * appended between a view's render and its effect, as a re-run does) do not ask a second time, which
 * made a second call to the provider and a re-run differ from its recording.
 */
import { cleanup } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, expect, it } from 'vitest';
import { useServices } from '../../src/app/services';
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

it('a view does not ask when a load was requested between its render and its effect (as a re-run does)', () => {
  // A layout effect runs after the render and before the view's effect: it stands for the re-run
  // appending the recorded request in between.
  function RequestsInBetween() {
    const { store } = useServices();
    useLayoutEffect(() => void store.log.append('profiles/load-requested', { which: 'both' }), [store]);
    return null;
  }
  const r = renderInApp(
    <>
      <RequestsInBetween />
      <BillingCount />
    </>,
  );
  expect(r.payloads('profiles/load-requested')).toEqual([{ which: 'both' }]);
});
