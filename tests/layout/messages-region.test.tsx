// @vitest-environment happy-dom
/**
 * The message regions (spec §4 "Messages", §8): the general area hides its messages while a quick
 * order runs and shows them again once it has finished; other areas are not affected.
 */
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesAt } from '../../projections/messages/selectors';
import { MessagesRegion } from '../../src/ui/messages-region';
import { buildCart, buildError, user } from '../support/builders';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

const general = 'The page could not be opened. Please try again.';
const note = 'We apologise, but this is unexpected result, something went wrong';

function renderRegions() {
  const r = renderInApp(
    <>
      <MessagesRegion path="general" />
      <MessagesRegion path="note" />
      <MessagesRegion path="quick-order" />
    </>,
    {
      seed: (log) => {
        log.append('cart/received', { cart: buildCart({ user }), command: 'load' });
        log.append('messages/shown', {
          path: 'general',
          message: { translationKey: 'nav.failed', type: 'error' },
        });
      },
    },
  );
  act(() =>
    r.emit('messages/shown', {
      path: 'note',
      message: { translationKey: 'general.unexpected', type: 'error' },
    }),
  );
  return r;
}

describe('the general message area during a quick order', () => {
  it('hides the general messages while a quick order runs and shows them again after it', () => {
    const r = renderRegions();
    expect(screen.getByText(general)).toBeVisible();
    act(() => r.emit('cart-extras/quick-order-requested', {}));
    expect(screen.queryByText(general)).toBeNull();
    expect(screen.getByText(note)).toBeVisible();
    expect(messagesAt(r.store.state.value, 'general').map((m) => m.translationKey)).toEqual(['nav.failed']);
    act(() => r.emit('cart/command-started', { command: 'quick-order', commandId: 'q1' }));
    expect(screen.queryByText(general)).toBeNull();
    act(() =>
      r.emit('cart/command-failed', {
        command: 'quick-order',
        commandId: 'q1',
        error: buildError({ key: 'quick_order.failed', messageKey: 'quick_order.failed' }),
      }),
    );
    expect(screen.getByText(general)).toBeVisible();
  });

  it('shows them again when the quick order succeeds', () => {
    const r = renderRegions();
    act(() => r.emit('cart-extras/quick-order-requested', {}));
    expect(screen.queryByText(general)).toBeNull();
    act(() => r.emit('cart/received', { cart: buildCart({ user }), command: 'quick-order' }));
    expect(screen.getByText(general)).toBeVisible();
  });
});
