/**
 * "The Swedish company" (spec §1, §2, §9; decision 079): one definition, true for the company
 * variants whose country is Sweden (se-ws, se-lp) and no other, whatever their workflow.
 */
import { describe, expect, it } from 'vitest';
import { AppConfig } from '../../events/contract/app-config';
import { companyCodes } from '../../events/contract/scalars';
import { isSwedishCompany } from '../../events/contract/swedish-company';
import { appConfigFor } from '../../fixtures/companies';

const urls = { apiUrl: '/api', validationApiUrl: '/validation', loginUrl: '/login' };
const configOf = (code: (typeof companyCodes)[number]) => AppConfig.parse(appConfigFor(code, urls));

describe('the Swedish company', () => {
  it('is se-ws and se-lp, the variants whose country is Sweden', () => {
    expect(companyCodes.filter((code) => isSwedishCompany(configOf(code)))).toEqual(['se-ws', 'se-lp']);
  });

  it('is not the Norwegian variant that shares the Swedish workflow', () => {
    const norway = configOf('no-lp');
    expect(norway.workflow).toBe(2);
    expect(isSwedishCompany(norway)).toBe(false);
  });
});
