// @vitest-environment happy-dom
/**
 * The city and the Slovak company's organisation as comboboxes (issue 23 items 2 and 3, decision
 * 052): suggestions come after the field's pause in typing (100 ms for places, 350 ms for the
 * register), the list is worked with the keyboard as ARIA 1.2 describes and its size is announced,
 * a choice fills the fields it carries, and a failing or slow service leaves a plain input that
 * takes every keystroke. Without a configured service the field is a plain input.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormValues } from '../../events/catalogue/profiles';
import { registerCompanies } from '../../fixtures/register-companies';
import type { CompanyLookupResult, CompanyRegisterPort } from '../../src/lookups/company-register';
import type { PlaceSuggestion, PlacesPort } from '../../src/lookups/places-port';
import { cityField, customer, renderAddressForm, wait } from '../support/address-form';
import { pressKeys } from '../support/keys';

beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library's async wrapper (every user-event call goes through it) ends on a setTimeout(0)
  // that it advances only under Jest's fake timers (testing-library/react-testing-library#1197):
  // this `jest` is what it looks for, so under Vitest's fake timers the gestures do not hang.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const places: PlaceSuggestion[] = [
  { id: 'sk-2', label: 'Banská Bystrica', detail: '974 01, Banskobystrický kraj' },
  { id: 'sk-3', label: 'Banská Štiavnica', detail: '969 01, Banskobystrický kraj' },
];
const postalCodes: Record<string, string> = { 'sk-2': '974 01', 'sk-3': '969 01' };

function fakePlaces(overrides: Partial<PlacesPort> = {}) {
  const port = {
    suggest: vi.fn(async (text: string) => places.filter((p) => p.label.startsWith(text))),
    suggestStreets: vi.fn(async (): Promise<PlaceSuggestion[]> => []),
    address: vi.fn(async (s: PlaceSuggestion) => ({ city: s.label, postalCode: postalCodes[s.id] ?? '' })),
    ...overrides,
  };
  return port;
}

/** The register's seeded company with every id (fixtures/register-companies.ts). */
const company: CompanyLookupResult = registerCompanies.find((c) => c.cin === '35812345')!;

const renderForm = renderAddressForm;
const city = cityField;
const listOptions = () => within(screen.getByRole('listbox')).getAllByRole('option');
const status = () =>
  screen
    .getAllByRole('status')
    .map((s) => s.textContent ?? '')
    .join(' ');

describe('the city with place suggestions', () => {
  it('looks places up only after 100 ms without typing, with the text of the last keystroke', async () => {
    const user = customer();
    const port = fakePlaces();
    renderForm({ places: port });
    await user.type(city(), 'Ba');
    await wait(60);
    await user.type(city(), 'n');
    await wait(99);
    expect(port.suggest).not.toHaveBeenCalled();
    await wait(1);
    expect(port.suggest).toHaveBeenCalledTimes(1);
    expect(vi.mocked(port.suggest).mock.calls[0]?.slice(0, 2)).toEqual(['Ban', 'SK']);
  });

  it('does not search for one character or characters a place name cannot have', async () => {
    const user = customer();
    const port = fakePlaces();
    renderForm({ places: port });
    await user.type(city(), 'B');
    await wait(200);
    await user.type(city(), 'a#');
    await wait(200);
    expect(port.suggest).not.toHaveBeenCalled();
  });

  it('lists the places, announces their number and is worked with the keyboard', async () => {
    const user = customer();
    renderForm({ places: fakePlaces() });
    const input = city();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'Ban');
    await wait(100);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'City' });
    expect(input).toHaveAttribute('aria-controls', list.id);
    expect(listOptions().map((o) => o.textContent)).toEqual([
      'Banská Bystrica 974 01, Banskobystrický kraj',
      'Banská Štiavnica 969 01, Banskobystrický kraj',
    ]);
    expect(status()).toContain('Suggestions: 2');
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = listOptions()[1];
    expect(input).toHaveAttribute('aria-activedescendant', second?.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', listOptions()[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', listOptions()[1]?.id);

    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('Ban');
  });

  it('fills the city and its postal code when a place is chosen with Enter', async () => {
    const user = customer();
    const r = renderForm({ places: fakePlaces() });
    await user.type(city(), 'Ban');
    await wait(100);
    await user.keyboard('{ArrowDown}');
    expect(await pressKeys(user, '{Enter}')).toBe(false); // the choice, not the form's submit
    await wait(0);
    expect(r.payloads('profiles/field-committed')).toEqual([
      { form: 'billing', field: 'city', value: 'Banská Bystrica' },
      { form: 'billing', field: 'postalCode', value: '974 01' },
    ]);
    expect(city()).toHaveValue('Banská Bystrica');
    expect(city()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText(/Postal code/)).toHaveValue('974 01');
    // Leaving the field afterwards commits nothing more.
    await user.tab();
    expect(r.payloads('profiles/field-committed')).toHaveLength(2);
  });

  it('fills them when a place is clicked', async () => {
    const user = customer();
    const r = renderForm({ places: fakePlaces() });
    await user.type(city(), 'Ban');
    await wait(100);
    const option = within(screen.getByRole('listbox')).getByRole('option', { name: /Štiavnica/ });
    const left = vi.fn();
    city().addEventListener('blur', left);
    await user.click(option);
    expect(left).not.toHaveBeenCalled(); // the press keeps the focus in the input
    expect(city()).toHaveFocus();
    await wait(0);
    expect(r.payloads('profiles/field-committed').map((p) => p.value)).toEqual([
      'Banská Štiavnica',
      '969 01',
    ]);
  });

  it('keeps the postal code the customer typed when the place has none, and the name when its details fail', async () => {
    const user = customer();
    const r = renderForm(
      { places: fakePlaces({ address: vi.fn(async () => Promise.reject(new Error('offline'))) }) },
      { type: 'personal', countryCode: 'SK', postalCode: '811 01' },
    );
    await user.type(city(), 'Ban');
    await wait(100);
    await user.keyboard('{ArrowDown}{Enter}');
    await wait(0);
    expect(r.payloads('profiles/field-committed')).toEqual([
      { form: 'billing', field: 'city', value: 'Banská Bystrica' },
    ]);
    expect(screen.getByLabelText(/Postal code/)).toHaveValue('811 01');
  });

  it('says the place was not found when the search finds nothing', async () => {
    const user = customer();
    renderForm({ places: fakePlaces() });
    await user.type(city(), 'Zzz');
    await wait(100);
    expect(
      screen.getByText('Place was not found, please try less specific first', { selector: '.field__note' }),
    ).toHaveAttribute('id', city().getAttribute('aria-describedby'));
    expect(status()).toContain('Place was not found, please try less specific first');
    expect(city()).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays a plain input, quietly, when the service fails or does not answer within the time limit', async () => {
    const user = customer();
    const failing = fakePlaces({
      suggest: vi.fn(async () => Promise.reject(new Error('google not loaded'))),
    });
    renderForm({ places: failing });
    await user.type(city(), 'Ban');
    await wait(100);
    expect(city()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Place was not found/)).toBeNull();
    cleanup();

    let aborted = false;
    const silent = fakePlaces({
      suggest: vi.fn(
        (_text: string, _country: string, signal: AbortSignal) =>
          new Promise<PlaceSuggestion[]>((resolve) => {
            signal.addEventListener('abort', () => {
              aborted = true;
              // A reply after the limit is not shown.
              resolve(places);
            });
          }),
      ),
    });
    const r = renderForm({ places: silent }, undefined, { timeLimits: { callMs: 2000 } });
    await user.type(city(), 'Ban');
    await wait(100 + 1999);
    expect(aborted).toBe(false);
    await wait(1);
    expect(aborted).toBe(true);
    expect(city()).toHaveAttribute('aria-expanded', 'false');
    await user.type(city(), 'ská B');
    expect(city()).toHaveValue('Banská B');
    await user.tab();
    expect(r.payloads('profiles/field-committed')).toEqual([
      { form: 'billing', field: 'city', value: 'Banská B' },
    ]);
  });

  it('is a plain text input without a places service', () => {
    renderForm({});
    expect(screen.queryByRole('combobox', { name: /City|Company name/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /City/ })).toBeInTheDocument();
  });
});

describe('the organisation of a Slovak company with the register', () => {
  const companyValues: FormValues = { type: 'company', countryCode: 'SK' };
  const register = (results = [company]) =>
    ({ search: vi.fn(async () => results) }) satisfies CompanyRegisterPort;
  const organisation = () => screen.getByRole('combobox', { name: /Company name/ });

  it('asks the register 350 ms after the last keystroke and fills the company’s ids and address', async () => {
    const user = customer();
    const port = register();
    const r = renderForm({ companies: port }, companyValues);
    await user.type(organisation(), 'Host');
    await wait(349);
    expect(port.search).not.toHaveBeenCalled();
    await wait(1);
    expect(port.search).toHaveBeenCalledTimes(1);
    expect(status()).toContain('Suggestions: 1');
    expect(within(screen.getByRole('listbox')).getByRole('option').textContent).toBe(
      'Hostiteľ Webu a.s. 35812345, Bratislava - mestská časť Ružinov',
    );
    await user.keyboard('{ArrowDown}{Enter}');
    const committed = Object.fromEntries(
      r.payloads('profiles/field-committed').map((p) => [p.field, p.value]),
    );
    expect(committed).toEqual({
      organisation: 'Hostiteľ Webu a.s.',
      companyId: '35812345',
      taxId: '2020123456',
      vatId: 'SK2020123456',
      street: 'Karadžičova 8/A',
      city: 'Bratislava - mestská časť Ružinov',
      postalCode: '821 08',
    });
    expect(organisation()).toHaveValue('Hostiteľ Webu a.s.');
    expect(screen.getByLabelText(/Company ID/)).toHaveValue('35812345');
  });

  it('clears a VAT id typed before when the chosen company has none', async () => {
    const user = customer();
    const r = renderForm(
      { companies: register([{ ...company, vatin: null }]) },
      { ...companyValues, vatId: 'SK1' },
    );
    await user.type(organisation(), 'Host');
    await wait(350);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(r.payloads('profiles/field-committed').find((p) => p.field === 'vatId')?.value).toBe('');
  });

  it('shows no list and no message when the register finds nothing (or fails)', async () => {
    const user = customer();
    renderForm({ companies: register([]) }, companyValues);
    await user.type(organisation(), 'Nikto');
    await wait(350);
    expect(organisation()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/not found/)).toBeNull();
  });

  it('is a plain input for a company of another country', () => {
    renderForm(
      { companies: register() },
      { type: 'company', countryCode: 'CZ' },
      {
        company: 'cz-ws',
        companyCountry: 'CZ',
      },
    );
    expect(screen.queryByRole('combobox', { name: /City|Company name/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Company name/ })).toBeInTheDocument();
  });
});
