/**
 * Redaction at append time: passwords, card data, tokens, cookies and auth codes never reach the log,
 * whatever their case, while the rest of the payload (and the caller's object) stays as it was.
 */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../events/clock';
import { EventLog } from '../../events/log';
import { REDACTED, redact } from '../../events/redact';

const signUpBody = {
  personalInformation: {
    login: 'jana',
    password: 'S3cret!pass',
    emails: ['jana@example.sk'],
    phone: '+421900',
  },
  billingProfile: { street: 'Hlavna 1' },
  payment: { cardNumber: '4111111111111111', cvc: '123' },
  session: { token: 'abc.def', nested: [{ accessToken: 'zzz' }] },
};

function appendSignUp() {
  const log = new EventLog({ clock: new ManualClock() });
  log.append('api/requested', {
    requestId: 'r1',
    method: 'POST',
    url: 'https://api.test/users',
    pathTemplate: '/users',
    headers: { Cookie: 'PHPSESSID=123', Authorization: 'Bearer xyz', company: 'sk-ws' },
    body: signUpBody,
  });
  return log;
}

describe('redaction at append time', () => {
  it('never lets a password, card number, token, cookie or authorization header of a sign-up into the log', () => {
    const stored = JSON.stringify(appendSignUp().all());
    for (const secret of [
      'S3cret!pass',
      '4111111111111111',
      'abc.def',
      'zzz',
      'PHPSESSID=123',
      'Bearer xyz',
      '"123"',
    ]) {
      expect(stored).not.toContain(secret);
    }
  });

  it('keeps the harmless parts of the same payload', () => {
    const [event] = appendSignUp().all();
    expect(event?.type).toBe('api/requested');
    const payload = event?.payload as { headers: Record<string, string>; body: typeof signUpBody };
    expect(payload.headers.company).toBe('sk-ws');
    expect(payload.headers.Cookie).toBe(REDACTED);
    expect(payload.body.personalInformation.login).toBe('jana');
    expect(payload.body.personalInformation.password).toBe(REDACTED);
  });

  it('redacts an eppCode inside a cart item but keeps an empty one empty, so emptiness rules still work', () => {
    const out = redact({
      items: [
        { properties: { eppCode: 'AUTH-1' } },
        { properties: { eppCode: '' } },
        { properties: { eppCode: null } },
      ],
    });
    expect(out.items.map((i) => i.properties.eppCode)).toEqual([REDACTED, '', null]);
  });

  it('matches sensitive keys case-insensitively and honours per-event extra keys', () => {
    expect(redact({ PassWord: 'x', pin: '1234' }, ['PIN'])).toEqual({ PassWord: REDACTED, pin: REDACTED });
  });

  it('does not change the object it was given', () => {
    const input = { password: 'x' };
    redact(input);
    expect(input.password).toBe('x');
  });
});
