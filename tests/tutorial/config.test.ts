/**
 * A tutorial product's configuration: defaults and the customer's choices, capacities allowed per
 * location, the priced period, the price and "from" price, and the cart request it adds.
 */
import { describe, expect, it } from 'vitest';
import {
  allowedOptions,
  configurationPrice,
  effectiveConfiguration,
  periodsOf,
  startingPrice,
  tutorialAddRequest,
} from '../../projections/tutorial/config';
import { productNamed, servedProducts } from '../support/tutorial-products';

const products = servedProducts('sk-ws');
const hosting = productNamed(products, 'the-hosting');
const builder = productNamed(products, 'site-builder');

describe('a tutorial product configuration', () => {
  it('starts from the default configuration', () => {
    expect(effectiveConfiguration(hosting, undefined)).toEqual({
      period: 12,
      values: { capacity: 51200, location: 'bratislava' },
    });
  });

  it('keeps what the customer chose over the defaults', () => {
    const config = effectiveConfiguration(hosting, { period: 3, values: { capacity: 102400 } });
    expect(config).toEqual({ period: 3, values: { capacity: 102400, location: 'bratislava' } });
  });

  it('allows only the capacities a conditional value permits for the chosen location', () => {
    expect(allowedOptions(hosting, 'capacity', { location: 'prague' }).map((o) => o.value)).toEqual([
      10240, 51200,
    ]);
    expect(allowedOptions(hosting, 'capacity', { location: 'bratislava' })).toHaveLength(3);
  });

  it('replaces a capacity the new location does not allow with the first allowed one', () => {
    const config = effectiveConfiguration(hosting, { values: { capacity: 102400, location: 'prague' } });
    expect(config.values).toEqual({ capacity: 10240, location: 'prague' });
  });

  it('falls back to the default period when the chosen one is not priced', () => {
    expect(periodsOf(hosting, { capacity: 51200 })).toEqual([1, 3, 6, 12]);
    expect(effectiveConfiguration(hosting, { period: 24, values: {} }).period).toBe(12);
  });

  it('prices the configuration for its period from the chosen options', () => {
    const price = configurationPrice(builder, { period: 12, values: { type: 'extended' } });
    const option = builder.properties.type?.options.find((o) => o.value === 'extended');
    expect(price).toEqual({
      period: 12,
      actualPrice: option?.price?.find((p) => p.period === 12)?.actualPrice,
      marketingPrice: option?.price?.find((p) => p.period === 12)?.marketingPrice,
    });
  });

  it('quotes the "from" price of the cheapest configuration', () => {
    const small = hosting.properties.capacity?.options[0]?.price?.find((p) => p.period === 12);
    expect(startingPrice(hosting)?.actualPrice).toBe(small?.actualPrice);
  });

  it('adds to the cart with the product name as code, values without prices, direct sale, the period and the domain', () => {
    const config = effectiveConfiguration(hosting, { period: 6, values: { capacity: 10240 } });
    expect(tutorialAddRequest(hosting, config, 'moja-firma.sk')).toEqual({
      code: 'the-hosting',
      sellType: 'direct',
      period: 6,
      properties: { capacity: 10240, location: 'bratislava', domain: 'moja-firma.sk' },
    });
  });
});
