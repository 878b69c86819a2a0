/**
 * The validation API, E1–E4 (api-contract.md §3), declared once (endpoint.ts says what a declaration holds).
 */
import * as z from 'zod/mini';
import { ValidReply } from '../requests';
import { endpoint } from './endpoint';
import { countryRequired } from './error-keys';

const str = z.string();

export const validationApi = {
  validateVatId: endpoint({
    e: 1,
    method: 'post',
    path: '/validations/vat-id',
    base: 'validation',
    auth: 'any',
    summary: 'Check a VAT id',
    body: z.object({ vatId: str, countryCode: str }),
    success: { status: 200, schema: ValidReply },
    errors: { 422: [countryRequired] },
    section: '§3',
  }),
  validateTaxId: endpoint({
    e: 2,
    method: 'post',
    path: '/validations/tax-id',
    base: 'validation',
    auth: 'any',
    summary: 'Check a tax id',
    body: z.object({ taxId: str, countryCode: str }),
    success: { status: 200, schema: ValidReply },
    errors: { 422: [countryRequired] },
    section: '§3',
  }),
  validateCompanyId: endpoint({
    e: 3,
    method: 'post',
    path: '/validations/company-id',
    base: 'validation',
    auth: 'any',
    summary: 'Check a company id (sent as text)',
    body: z.object({ companyId: str, countryCode: str }),
    success: { status: 200, schema: ValidReply },
    errors: { 422: [countryRequired] },
    section: '§3',
  }),
  validateIsic: endpoint({
    e: 4,
    method: 'post',
    path: '/validations/isic',
    base: 'validation',
    auth: 'any',
    summary: 'Check a student (ISIC) bonus card',
    body: z.object({ bonusCard: str, firstName: str, lastName: str }),
    success: { status: 200, schema: ValidReply },
    section: '§3',
  }),
} as const;
