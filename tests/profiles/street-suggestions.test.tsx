// @vitest-environment happy-dom
/**
 * The street as a combobox (issue 33, spec §7 "city and address suggestions (geolocation radius
 * 5000 m)", decision 088): streets are suggested after the same 100 ms pause as the city, biased to
 * 5000 m around the city the customer chose (never the browser's own position), worked with the
 * keyboard with their number announced; a choice fills the street (with its number), the postal
 * code, and the town only into an empty city; a failing service leaves a plain input that keeps
 * every keystroke.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormValues } from '../../events/catalogue/profiles';
import type { PlaceAddress, PlaceSuggestion, PlacesPort } from '../../src/lookups/places-port';
import { cityField, customer, renderAddressForm, wait } from '../support/address-form';
import { pressKeys } from '../support/keys';

const geolocation = { getCurrentPosition: vi.fn(), watchPosition: vi.fn() };

beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library's async wrapper waits on a setTimeout(0) it advances only under Jest's fake
  // timers (testing-library/react-testing-library#1197): this `jest` is what it looks for.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  geolocation.getCurrentPosition.mockClear();
  geolocation.watchPosition.mockClear();
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'geolocation');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const BANSKA_BYSTRICA = { lat: 48.7363, lng: 19.1462 };
const cities: PlaceSuggestion[] = [{ id: 'sk-2', label: 'Banská Bystrica', detail: '974 01' }];
const streets: PlaceSuggestion[] = [
  { id: 'st-1', label: 'Námestie SNP', detail: '974 01, Banská Bystrica' },
  { id: 'st-2', label: 'Námestie slobody', detail: '811 06, Bratislava' },
];
const addresses: Record<string, PlaceAddress> = {
  'sk-2': { city: 'Banská Bystrica', postalCode: '974 01', location: BANSKA_BYSTRICA },
  'st-1': { street: 'Námestie SNP 14', city: 'Banská Bystrica', postalCode: '974 01' },
  'st-2': { street: 'Námestie slobody', city: 'Bratislava', postalCode: '811 06' },
};

function fakePlaces(overrides: Partial<PlacesPort> = {}) {
  return {
    suggest: vi.fn(async (text: string) => cities.filter((c) => c.label.startsWith(text))),
    suggestStreets: vi.fn(async (text: string) => streets.filter((s) => s.label.startsWith(text))),
    address: vi.fn(async (s: PlaceSuggestion) => addresses[s.id] ?? null),
    ...overrides,
  };
}

const renderForm = (places: PlacesPort, values?: FormValues) => renderAddressForm({ places }, values);

const city = cityField;
const street = () => screen.getByRole('combobox', { name: /^Street and number/ });
const listOptions = () =>
  within(screen.getByRole('listbox', { name: 'Street and number' })).getAllByRole('option');
const status = () =>
  screen
    .getAllByRole('status')
    .map((s) => s.textContent ?? '')
    .join(' ');

/** The customer picks Banská Bystrica from the city's suggestions. */
async function chooseCity(user: ReturnType<typeof customer>) {
  await user.type(city(), 'Ban');
  await wait(100);
  await user.keyboard('{ArrowDown}{Enter}');
  await wait(0);
}

describe('the street with suggestions near the chosen city', () => {
  it('looks streets up 100 ms after typing stops, within 5000 m of the chosen city, not where the browser is', async () => {
    const user = customer();
    const port = fakePlaces();
    renderForm(port);
    await chooseCity(user);
    await user.type(street(), 'Nám');
    await wait(99);
    expect(port.suggestStreets).not.toHaveBeenCalled();
    await wait(1);
    expect(port.suggestStreets).toHaveBeenCalledTimes(1);
    expect(vi.mocked(port.suggestStreets).mock.calls[0]?.slice(0, 3)).toEqual(['Nám', 'SK', BANSKA_BYSTRICA]);
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
    expect(geolocation.watchPosition).not.toHaveBeenCalled();
  });

  it('asks without a bias when the city was typed, or typed over the chosen one', async () => {
    const user = customer();
    const port = fakePlaces();
    renderForm(port, { type: 'personal', countryCode: 'SK', city: 'Zvolen' });
    await user.type(street(), 'Nám');
    await wait(100);
    expect(vi.mocked(port.suggestStreets).mock.calls[0]?.[2]).toBeNull();

    await user.clear(city());
    await chooseCity(user);
    await user.clear(street());
    await user.type(street(), 'Nám');
    await wait(100);
    expect(vi.mocked(port.suggestStreets).mock.lastCall?.[2]).toEqual(BANSKA_BYSTRICA);
    await user.type(city(), 'x');
    await user.tab();
    await user.clear(street());
    await user.type(street(), 'Nám');
    await wait(100);
    expect(vi.mocked(port.suggestStreets).mock.lastCall?.[2]).toBeNull();
  });

  it('lists the streets, announces their number, and fills the street, its number and postal code on Enter', async () => {
    const user = customer();
    const r = renderForm(fakePlaces(), { type: 'personal', countryCode: 'SK', city: 'Banská Bystrica' });
    const input = street();
    await user.type(input, 'Nám');
    await wait(100);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(listOptions().map((o) => o.textContent)).toEqual([
      'Námestie SNP 974 01, Banská Bystrica',
      'Námestie slobody 811 06, Bratislava',
    ]);
    expect(status()).toContain('Suggestions: 2');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', listOptions()[0]?.id);
    expect(await pressKeys(user, '{Enter}')).toBe(false); // the choice, not the form's submit
    await wait(0);
    expect(r.payloads('profiles/field-committed')).toEqual([
      { form: 'billing', field: 'street', value: 'Námestie SNP 14' },
      { form: 'billing', field: 'postalCode', value: '974 01' },
    ]);
    expect(input).toHaveValue('Námestie SNP 14');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText(/Postal code/)).toHaveValue('974 01');
    expect(city()).toHaveValue('Banská Bystrica');
  });

  it('closes the list on Escape and keeps what was typed', async () => {
    const user = customer();
    renderForm(fakePlaces());
    await user.type(street(), 'Nám');
    await wait(100);
    await user.keyboard('{Escape}');
    expect(street()).toHaveAttribute('aria-expanded', 'false');
    expect(street()).toHaveValue('Nám');
  });

  it('fills an empty city with the street’s town', async () => {
    const user = customer();
    const r = renderForm(fakePlaces());
    await user.type(street(), 'Nám');
    await wait(100);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await wait(0);
    expect(r.payloads('profiles/field-committed')).toEqual([
      { form: 'billing', field: 'street', value: 'Námestie slobody' },
      { form: 'billing', field: 'postalCode', value: '811 06' },
      { form: 'billing', field: 'city', value: 'Bratislava' },
    ]);
  });

  it('stays a plain input, quietly, when the service fails, and loses nothing typed', async () => {
    const user = customer();
    const r = renderForm(
      fakePlaces({ suggestStreets: vi.fn(async () => Promise.reject(new Error('google not loaded'))) }),
    );
    await user.type(street(), 'Nám');
    await wait(100);
    expect(street()).toHaveAttribute('aria-expanded', 'false');
    await user.type(street(), 'estie SNP 3');
    await user.tab();
    expect(r.payloads('profiles/field-committed')).toEqual([
      { form: 'billing', field: 'street', value: 'Námestie SNP 3' },
    ]);
  });
});
