/**
 * The billing address form with suggestions, as the suggestion tests drive it (city and company:
 * tests/profiles/address-suggestions.test.tsx; street: tests/profiles/street-suggestions.test.tsx):
 * the form opened with given values and lookups, a customer at the keyboard on vitest's fake clock,
 * and a wait that lets a field's pause pass and the lookup settle.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { FormValues } from '../../events/catalogue/profiles';
import type { AppConfigInput } from '../../events/contract/app-config';
import { AddressForm } from '../../src/features/order/address/address-form';
import type { Lookups } from '../../src/lookups/lookups';
import { renderInApp } from './render-in-app';

export function renderAddressForm(
  lookups: Lookups,
  values: FormValues = { type: 'personal', countryCode: 'SK' },
  config: Partial<AppConfigInput> = {},
) {
  return renderInApp(<AddressForm form="billing" purpose="billing" additional={false} />, {
    lookups,
    config,
    seed: (log) =>
      log.append('profiles/form-opened', { form: 'billing', profileId: null, values, drawer: false }),
  });
}

/** A customer at the keyboard; user-event's own pauses run on the fake clock. */
export const customer = () =>
  userEvent.setup({
    advanceTimers: (ms) => {
      vi.advanceTimersByTime(ms);
    },
  });

/** Lets the field's pause pass and the lookup's promise settle. */
export async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

export const cityField = () => screen.getByRole('combobox', { name: /City/ });
