// @vitest-environment happy-dom
/**
 * Bank logos (spec §2 "Banking shows bank logos"): loaded from the configured asset host, decorative
 * beside the bank's written name, and removed when the image cannot load (decision 021).
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OptionLabel } from '../../src/ui/checkout/option-label';
import { bankLogoUrl } from '../../src/ui/checkout/bank-logo';
import { buildOption } from '../support/builders';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

describe('bank logos', () => {
  it('come from the asset host, with or without its trailing slash', () => {
    expect(bankLogoUrl('https://assets.example.com/', 'slsp')).toBe(
      'https://assets.example.com/images/banks/slsp.svg',
    );
    expect(bankLogoUrl('https://assets.example.com/static', 'tatrapay')).toBe(
      'https://assets.example.com/static/images/banks/tatrapay.svg',
    );
  });

  it('show beside the bank name as a decorative image, and go away when they cannot load', () => {
    const r = renderInApp(<OptionLabel groupId="banking" option={buildOption('slsp')} currency="EUR" />, {
      config: { assetUrl: 'https://assets.example.com' },
    });
    const logo = r.container.querySelector('img.payment-bank__logo');
    expect(logo).toHaveAttribute('src', 'https://assets.example.com/images/banks/slsp.svg');
    expect(logo).toHaveAttribute('alt', '');
    expect(screen.getByText('Slovenská sporiteľňa')).toBeVisible();
    fireEvent.error(logo as Element);
    expect(r.container.querySelector('img.payment-bank__logo')).toBeNull();
    expect(screen.getByText('Slovenská sporiteľňa')).toBeVisible();
  });
});
