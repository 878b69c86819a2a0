// @vitest-environment happy-dom
/**
 * Issue 14 item 12: emptying a saved note to retype it removes the stored note (spec §5 "empty
 * removes note") but keeps the note box open under the customer's fingers; a custom donation the
 * provider refuses (zero, contract E20 `422` on `customDonation`) shows its message once, at the
 * donation block, not also at the top of the page.
 */
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import CartPage from '../../src/features/cart/cart-page';
import { MessagesRegion } from '../../src/ui/messages-region';
import { buildCart, buildDonation, buildError } from '../support/builders';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

const donation = buildDonation();

function renderPage(cart: ReturnType<typeof buildCart>) {
  return renderInApp(
    <>
      <MessagesRegion path="general" />
      <CartPage />
    </>,
    {
      seed: (log) => log.append('cart/received', { cart, command: 'load' }),
      config: { transferUrl: 'https://transfer.test/' },
    },
  );
}

describe('emptying a saved note', () => {
  it('keeps the note box open once the empty note has removed the stored one', async () => {
    const user = userEvent.setup();
    const saved = buildCart({ note: 'Call me after 5' });
    const r = renderPage(saved);
    const note = () => screen.queryByLabelText('Note') as HTMLTextAreaElement | null;
    expect(note()).toHaveValue('Call me after 5');
    await user.clear(note() as HTMLTextAreaElement);
    // 300 ms later the effect sends the empty note and the provider answers without one.
    act(() => {
      r.log.append('cart-extras/note-committed', { note: '' });
      r.log.append('cart/received', { cart: { ...saved, note: null }, command: 'delete-note' });
    });
    expect(note()).not.toBeNull();
    expect(screen.getByLabelText('Add a note to the order')).toBeChecked();
    await user.type(note() as HTMLTextAreaElement, 'Call me after 6');
    expect(note()).toHaveValue('Call me after 6');
  });
});

describe('a refused custom donation', () => {
  it('shows the message once, at the donation block', async () => {
    const user = userEvent.setup();
    const r = renderPage(buildCart({ donation }));
    await user.click(screen.getByLabelText('Custom amount'));
    await user.type(screen.getByLabelText(/Your donation/), '0');
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    expect(r.payloads('cart-extras/donation-requested')).toEqual([{ donation: { customDonation: 0 } }]);
    const error = buildError({
      status: 422,
      key: 'validation.invalid_form',
      messageKey: 'validation.invalid_form',
      violations: [
        { propertyPath: 'customDonation', errors: [{ translationKey: 'validation.invalid_form' }] },
      ],
    });
    act(() => {
      r.log.append('cart/command-started', { command: 'set-donation', commandId: 'c1' });
      r.log.append('cart/command-failed', { command: 'set-donation', commandId: 'c1', error });
    });
    const shown = screen.getAllByText('The form contains errors. Please check the highlighted fields.');
    expect(shown).toHaveLength(1);
    expect(shown[0]?.closest('.messages--customDonation')).not.toBeNull();
  });
});
