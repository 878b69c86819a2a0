/**
 * Tutorial products for tests: the ones the mock provider serves (fixtures/catalogue-offers.ts) for
 * a company, parsed with the contract schema, so tests read the same shapes the app receives.
 */
import * as z from 'zod/mini';
import type { CompanyCode } from '../../events/contract/scalars';
import { HostingTutorialProduct } from '../../events/contract/offers';
import { tutorialProducts } from '../../fixtures/catalogue-offers';
import { companyByCode } from '../../fixtures/companies';

export function servedProducts(company: CompanyCode = 'sk-ws', locale = 'en-US'): HostingTutorialProduct[] {
  const variant = companyByCode(company);
  if (!variant) throw new Error(company);
  return z.array(HostingTutorialProduct).parse(tutorialProducts(variant, locale));
}

export function productNamed(
  products: readonly HostingTutorialProduct[],
  name: string,
): HostingTutorialProduct {
  const product = products.find((p) => p.name === name);
  if (!product) throw new Error(name);
  return product;
}
