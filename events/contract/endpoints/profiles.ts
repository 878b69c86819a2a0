/**
 * The main API's billing and domain profiles E28–E35 (api-contract.md §5), declared once
 * (endpoint.ts says what a declaration holds).
 */
import * as z from 'zod/mini';
import {
  BillingProfile,
  BillingProfileInput,
  DomainProfile,
  DomainProfileInput,
  RequiredFields,
} from '../profiles';
import { endpoint } from './endpoint';
import { companyKeys, countryRequired, fieldKeys } from './error-keys';

const str = z.string();

export const profilesApi = {
  getBillingProfiles: endpoint({
    e: 28,
    method: 'get',
    path: '/billing-profiles',
    base: 'main',
    auth: 'user',
    summary: "The user's billing profiles",
    success: { status: 200, schema: z.array(BillingProfile) },
    section: '§5',
  }),
  createBillingProfile: endpoint({
    e: 29,
    method: 'post',
    path: '/billing-profiles',
    base: 'main',
    auth: 'user',
    summary: 'Create a billing profile',
    body: BillingProfileInput,
    success: { status: 201, schema: BillingProfile },
    errors: {
      422: ['profile.not_created', ...fieldKeys, ...companyKeys, 'validation.bonus_card', countryRequired],
    },
    section: '§5',
  }),
  updateBillingProfile: endpoint({
    e: 30,
    method: 'put',
    path: '/billing-profiles/{id}',
    base: 'main',
    auth: 'user',
    summary: 'Replace a billing profile',
    body: BillingProfileInput,
    success: { status: 200, schema: BillingProfile },
    errors: {
      404: ['profile.not_found'],
      422: [
        'profile.not_updated',
        'profile.pending_change_request',
        ...fieldKeys,
        ...companyKeys,
        'validation.bonus_card',
        countryRequired,
      ],
    },
    section: '§5',
  }),
  getDomainProfiles: endpoint({
    e: 31,
    method: 'get',
    path: '/domain-profiles',
    base: 'main',
    auth: 'user',
    summary: "The user's domain profiles",
    success: { status: 200, schema: z.array(DomainProfile) },
    section: '§5',
  }),
  createDomainProfile: endpoint({
    e: 32,
    method: 'post',
    path: '/domain-profiles',
    base: 'main',
    auth: 'user',
    summary: 'Create a domain profile (cartItemId when created for one item)',
    body: DomainProfileInput,
    success: { status: 201, schema: DomainProfile },
    errors: {
      422: [
        'profile.not_created',
        'validation.duplicate_domain_profile',
        'validation.one_of_required',
        ...fieldKeys,
        ...companyKeys,
        countryRequired,
      ],
    },
    section: '§5',
  }),
  createDomainProfileFromBilling: endpoint({
    e: 33,
    method: 'post',
    path: '/domain-profiles/from-billing-profile',
    base: 'main',
    auth: 'user',
    summary: 'Create a domain profile from a billing profile',
    body: z.object({ billingProfileId: z.int(), cartItemId: z.optional(str) }),
    success: { status: 201, schema: DomainProfile },
    errors: {
      404: ['profile.not_found'],
      422: ['profile.not_created', 'validation.duplicate_domain_profile'],
    },
    section: '§5',
  }),
  updateDomainProfile: endpoint({
    e: 34,
    method: 'put',
    path: '/domain-profiles/{id}',
    base: 'main',
    auth: 'user',
    summary: 'Replace a domain profile',
    body: DomainProfileInput,
    success: { status: 200, schema: DomainProfile },
    errors: {
      404: ['profile.not_found'],
      422: [
        'profile.not_updated',
        'profile.pending_change_request',
        'validation.one_of_required',
        ...fieldKeys,
        ...companyKeys,
        countryRequired,
      ],
    },
    section: '§5',
  }),
  getRequiredFields: endpoint({
    e: 35,
    method: 'get',
    path: '/domain-profiles/required-fields',
    base: 'main',
    auth: 'any',
    summary: "Domain-profile fields the cart's TLDs require for a country",
    query: [
      { name: 'tlds', required: true, description: 'Comma-separated TLDs without dot.', schema: str },
      { name: 'countryCode', required: true, description: "The profile's country.", schema: str },
    ],
    success: { status: 200, schema: RequiredFields },
    errors: { 400: ['validation.invalid_form'] },
    section: '§5',
  }),
} as const;
