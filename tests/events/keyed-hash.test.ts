/**
 * The keyed hash behind the pseudonyms (events/keyed-hash.ts) is HMAC-SHA-256: the same digests as
 * node:crypto for short, block-sized, multi-block and non-ASCII messages and for long keys.
 */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256, sha256 } from '../../events/keyed-hash';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const messages = ['', 'abc', 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(64), 'Nováková 821 08 🚀'.repeat(20)];

describe('the keyed hash', () => {
  it.each(messages.map((m) => [m.length, m]))('hashes a %i-character message as SHA-256 does', (_, m) => {
    expect(hex(sha256(new TextEncoder().encode(m)))).toBe(createHash('sha256').update(m).digest('hex'));
  });

  it.each(['salt', 'k'.repeat(64), 'k'.repeat(100)])('is HMAC-SHA-256 under the key %s', (key) => {
    const hmac = hmacSha256(key);
    for (const m of messages) expect(hex(hmac(m))).toBe(createHmac('sha256', key).update(m).digest('hex'));
  });
});
