/**
 * E57, the poll of an absolute `pollUrl` a server handed out (api-contract.md §1.9), declared once
 * (endpoint.ts says what a declaration holds).
 */
import { PollReply } from '../requests';
import { endpoint } from './endpoint';

export const pollApi = {
  poll: endpoint({
    e: 57,
    method: 'get',
    path: '/{pollUrl}',
    base: 'poll',
    auth: 'any',
    summary: 'Poll until done: 202 poll again, 200 redirect (contract §1.9)',
    success: { status: 200, schema: PollReply },
    section: '§1.9, §6',
  }),
} as const;
