// @vitest-environment happy-dom
/**
 * A saved profile's summary line (the checkout summary and the profile choices): e-mail and phone,
 * and no separator left hanging when the provider's profile has no phone.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfileSummary } from '../../src/ui/checkout/profile-summary';
import { buildBillingProfile } from '../support/builders';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

describe('a profile summary', () => {
  it('shows e-mail and phone apart', () => {
    renderInApp(
      <ProfileSummary profile={buildBillingProfile({ email: 'jana@example.sk', phone: '+421905123456' })} />,
    );
    expect(screen.getByText('jana@example.sk · +421905123456')).toBeVisible();
  });

  it('shows the e-mail alone when the saved profile has no phone', () => {
    renderInApp(<ProfileSummary profile={buildBillingProfile({ email: 'jana@example.sk', phone: '' })} />);
    expect(screen.getByText('jana@example.sk')).toBeVisible();
    expect(screen.queryByText(/·/)).toBeNull();
  });
});
