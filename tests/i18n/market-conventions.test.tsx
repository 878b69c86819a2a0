// @vitest-environment happy-dom
/**
 * Market conventions (issue 14 item 6, decision 025): the page's `lang` names the language shown,
 * forints are whole amounts, a renewal reads "per year" rather than "per 1 year", a Hungarian page
 * writes the family name first, and the Swedish user-information step speaks of user information.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { languageEffect } from '../../src/effects/app/language';
import { ItemPriceCell } from '../../src/features/cart/items/item-price-cell';
import { ProfileSummary } from '../../src/ui/checkout/profile-summary';
import { ProfileLines } from '../../src/ui/checkout/profile-lines';
import { DomainProfileStep } from '../../src/features/order/steps/domain-profile-step';
import { formatPrice } from '../../src/i18n/format';
import { personName } from '../../src/i18n/person-name';
import {
  buildCart,
  buildDomainItem,
  buildBillingProfile,
  buildDomainProfile,
  buildItem,
  user,
} from '../support/builders';
import { harness } from '../support/effect-harness';
import { renderInApp } from '../support/render-in-app';
import svSE from '../../locales/sv-SE.json';

afterEach(cleanup);

const NBSP = '\u00a0';

describe('the page language', () => {
  function started(locale: string) {
    const h = harness({}, { languages: ['sk-SK', 'hu-HU', 'en-US'] });
    const langs: string[] = [];
    h.browser.setDocumentLanguage = (tag: string) => void langs.push(tag);
    languageEffect({ ...h.deps, locale: () => locale });
    return { h, langs };
  }

  it('names the language shown from the start, not the host page default', () => {
    expect(started('hu-HU').langs).toEqual(['hu-HU']);
    expect(started('en-US').langs).toEqual(['en-US']);
  });

  it('follows a language change', () => {
    const { h, langs } = started('sk-SK');
    h.log.append('app/language-change-requested', { locale: 'hu-HU' });
    expect(langs.at(-1)).toBe('hu-HU');
  });
});

describe('money as each market writes it', () => {
  it('shows forints as whole amounts, and fillér only where the provider sends them', () => {
    expect(formatPrice(5000, 'HUF', 'hu-HU')).toBe(`5000${NBSP}Ft`);
    expect(formatPrice(12990, 'HUF', 'hu-HU')).toBe(`12${NBSP}990${NBSP}Ft`);
    expect(formatPrice(12990.4, 'HUF', 'hu-HU')).toBe(`12${NBSP}990,40${NBSP}Ft`);
  });

  it('keeps two digits for euros, crowns and Czech crowns', () => {
    expect(formatPrice(12.9, 'EUR', 'sk-SK')).toBe(`12,90${NBSP}€`);
    expect(formatPrice(1234.5, 'CZK', 'cs-CZ')).toBe(`1${NBSP}234,50${NBSP}Kč`);
    expect(formatPrice(99, 'SEK', 'sv-SE')).toBe(`99,00${NBSP}kr`);
    expect(formatPrice(99, 'NOK', 'no-NO')).toMatch(/^99,00\s?kr$/u);
  });
});

describe('the renewal line', () => {
  const renewing = (prolongPeriod: number) => buildItem({ period: 12, prolongPeriod, prolongPrice: 9.9 });

  it('reads "per year" for a yearly renewal and names the count for longer ones', () => {
    renderInApp(<ItemPriceCell item={renewing(12)} currency="EUR" loading={false} />);
    expect(screen.getByText('Renews at €9.90 per year')).toBeVisible();
    cleanup();
    renderInApp(<ItemPriceCell item={renewing(24)} currency="EUR" loading={false} />);
    expect(screen.getByText('Renews at €9.90 for 2 years')).toBeVisible();
  });

  it.each(['sk-SK', 'cs-CZ', 'de-DE', 'es-ES', 'hu-HU', 'nl-NL', 'no-NO', 'sv-SE'])(
    'never says "1 year" in %s',
    (locale) => {
      const { container } = renderInApp(
        <ItemPriceCell item={renewing(12)} currency="EUR" loading={false} />,
        {
          locale,
        },
      );
      const line = container.querySelector('.item-price__prolong')?.textContent ?? '';
      expect(line).not.toBe('');
      expect(line).not.toMatch(/\b1\s/u);
    },
  );
});

describe('a person name', () => {
  it('puts the family name first on a Hungarian page and the given name first elsewhere', () => {
    expect(personName('Péter', 'Nagy', 'hu-HU')).toBe('Nagy Péter');
    expect(personName('Jana', 'Nováková', 'sk-SK')).toBe('Jana Nováková');
    expect(personName(null, 'Nagy', 'hu-HU')).toBe('Nagy');
  });

  it('shows a saved profile in Hungarian order', () => {
    const profile = buildDomainProfile({ firstName: 'Péter', lastName: 'Nagy', countryCode: 'HU' });
    renderInApp(<ProfileSummary profile={profile} />, { locale: 'hu-HU' });
    expect(screen.getByText('Nagy Péter')).toBeVisible();
  });

  it('shows a billing profile in Hungarian order in the order summary too, whatever order its name has', () => {
    const profile = buildBillingProfile({ firstName: 'Péter', lastName: 'Nagy', name: 'Péter Nagy' });
    renderInApp(<ProfileLines profile={profile} />, { locale: 'hu-HU' });
    expect(screen.getByText('Nagy Péter')).toBeVisible();
    expect(screen.queryByText('Péter Nagy')).toBeNull();
  });
});

describe('the Swedish user-information step', () => {
  const swedish = { company: 'se-ws' as const, companyCountry: 'SE', workflow: 2 as const };

  it('speaks of user information, not of a domain profile', () => {
    const sven = buildDomainProfile({ id: 21, countryCode: 'SE', idCard: '19800101-1234' });
    renderInApp(<DomainProfileStep readOnly={false} />, {
      seed: (log) => {
        log.append('cart/received', {
          cart: buildCart({ user, items: [buildDomainItem('min.se')], domainProfileRequired: true }),
          command: 'load',
        });
        log.append('profiles/domain-received', { profiles: [sven] });
      },
      config: { ...swedish, domainProfileCountLimit: 2 },
    });
    expect(screen.getByRole('group', { name: 'Choose your user information' })).toBeVisible();
    expect(screen.getByLabelText('New user information')).toBeVisible();
    expect(screen.queryByText(/domain profile/i)).toBeNull();
  });

  it('has Swedish texts for it that do not say domänprofil', () => {
    const sv: Record<string, string> = svSE;
    for (const key of [
      'profiles.domain.choose.swedish',
      'profiles.domain.new.swedish',
      'profiles.domain.all_defined.swedish',
    ]) {
      expect(String(sv[key])).not.toMatch(/domänprofil/i);
      expect(String(sv[key])).toMatch(/användaruppgifter/i);
    }
  });
});
