// @vitest-environment happy-dom
/**
 * The consents link to what they agree to (issue 23): the company's terms and its data-sharing
 * policy from the config, in a new tab that cannot reach back (rel=noopener) and that says it opens
 * one; without a URL in the config the consent is its plain text.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventLog } from '../../events/log';
import { Consents } from '../../src/features/order/summary/consents';
import { buildCart, user } from '../support/builders';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

const seed = (log: EventLog) =>
  log.append('cart/received', {
    cart: buildCart({ user, consentThirdPartyRequired: true }),
    command: 'load',
  });

describe('the consents', () => {
  it('link to the terms and the data-sharing policy in a new tab', () => {
    renderInApp(<Consents />, {
      seed,
      config: { termsUrl: 'https://example.sk/terms', privacyUrl: 'https://example.sk/privacy' },
    });
    const terms = screen.getByRole('link', { name: 'Terms and conditions (opens in a new tab)' });
    expect(terms).toHaveAttribute('href', 'https://example.sk/terms');
    const privacy = screen.getByRole('link', { name: 'Data-sharing policy (opens in a new tab)' });
    expect(privacy).toHaveAttribute('href', 'https://example.sk/privacy');
    for (const link of [terms, privacy]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
      expect(link.closest('label')).toBeNull();
    }
  });

  it('are plain text without URLs in the config', () => {
    renderInApp(<Consents />, { seed });
    expect(screen.getByLabelText('I agree to the terms and conditions')).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
