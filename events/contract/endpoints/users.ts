/**
 * The main API's users E39–E42 (api-contract.md §5), declared once (endpoint.ts says what a
 * declaration holds). The sign-up reply's `domainProfile` is read as a DomainProfile (the shared
 * schema leaves it open).
 */
import * as z from 'zod/mini';
import { User } from '../cart';
import { DomainProfile } from '../profiles';
import { DomainsReply, FreeReply, NewUserReply, NewUserRequest } from '../requests';
import { endpoint } from './endpoint';
import { companyKeys, fieldKeys } from './error-keys';

const str = z.string();
const SignUpReply = z.extend(NewUserReply, { domainProfile: z.optional(z.nullable(DomainProfile)) });

export const usersApi = {
  signUp: endpoint({
    e: 39,
    method: 'post',
    path: '/users',
    base: 'main',
    auth: 'any',
    summary: 'Sign up',
    body: NewUserRequest,
    success: { status: 201, schema: SignUpReply },
    errors: {
      422: [
        'validation.login',
        'validation.login_taken',
        'validation.password_weak',
        'validation.consent.terms',
        'profile.not_created',
        ...fieldKeys,
        ...companyKeys,
      ],
    },
    section: '§5',
    timeLimit: 'order',
  }),
  getUser: endpoint({
    e: 40,
    method: 'get',
    path: '/users',
    base: 'main',
    auth: 'user',
    summary: 'The current user',
    success: { status: 200, schema: User },
    section: '§5',
  }),
  checkLogin: endpoint({
    e: 41,
    method: 'post',
    path: '/users/check-login',
    base: 'main',
    auth: 'any',
    summary: 'Whether a login is free',
    body: z.object({ login: str }),
    success: { status: 200, schema: FreeReply },
    section: '§5',
  }),
  getUserDomains: endpoint({
    e: 42,
    method: 'get',
    path: '/users/domains',
    base: 'main',
    auth: 'user',
    summary: 'Domains the user owns',
    success: { status: 200, schema: DomainsReply },
    section: '§5',
  }),
} as const;
