// @vitest-environment happy-dom
/**
 * In the Swedish workflow the domain-profile step is "User information" (spec §2, decision 025): the
 * messages shown on it speak of user information too, while the standard workflow keeps "domain
 * profile".
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessagesRegion } from '../../src/ui/messages-region';
import { FormErrorMessage } from '../../src/features/order/address/form-error-message';
import { ProfileLoadError } from '../../src/features/order/profiles/profile-load-error';
import { renderInApp } from '../support/render-in-app';
import svSE from '../../locales/sv-SE.json';
import { buildCart, user } from '../support/builders';

afterEach(cleanup);

const swedish = { company: 'se-ws' as const, companyCountry: 'SE', workflow: 2 as const };

function renderStepMessages(config: object) {
  return renderInApp(
    <>
      <MessagesRegion path="domain-profile" />
      <FormErrorMessage error={{ translationKey: 'validation.duplicate_domain_profile', values: {} }} />
      <ProfileLoadError messageKey="list.load_error.domain_profiles" onRetry={() => undefined} />
    </>,
    {
      seed: (log) => {
        log.append('cart/received', { cart: buildCart({ user }), command: 'load' });
        log.append('messages/subscribed', { path: 'domain-profile' });
        log.append('messages/shown', {
          path: 'domain-profile',
          message: { translationKey: 'validation.domain_profile.not_set', type: 'error' },
        });
      },
      config,
    },
  );
}

describe('messages of the user-information step', () => {
  it('speak of user information in the Swedish workflow', () => {
    renderStepMessages(swedish);
    expect(screen.getByText('Please choose your user information.')).toBeVisible();
    expect(screen.getByText('User information with the same details already exists.')).toBeVisible();
    expect(screen.getByText('Your user information could not be loaded.')).toBeVisible();
    expect(screen.queryByText(/domain profile/i)).toBeNull();
  });

  it('keep speaking of the domain profile in the standard workflow', () => {
    renderStepMessages({});
    expect(screen.getByText('Please choose a domain profile.')).toBeVisible();
    expect(screen.getByText('The list of domain profiles could not be loaded.')).toBeVisible();
  });

  it('have Swedish texts that do not say domänprofil', () => {
    const sv: Record<string, string> = svSE;
    const twins = Object.keys(sv).filter((key) => key.endsWith('.swedish'));
    expect(twins.length).toBeGreaterThanOrEqual(9);
    for (const key of twins) expect(String(sv[key])).not.toMatch(/domänprofil/i);
  });
});
