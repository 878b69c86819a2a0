/**
 * Redaction canaries (issue 5 guarantee): secrets put into intents and API bodies (a password, a
 * card number, a CVC, an eppCode, a token, an authorization header) never appear in the log, the
 * session file, the HAR or the scenario export, and an imported file carrying them is redacted too.
 */
import { describe, expect, it } from 'vitest';
import { AppConfig } from '../../events/contract/app-config';
import { SESSION_FORMAT } from '../../events/session-file';
import { toHar } from '../../devtools/session/har';
import { toScenario } from '../../devtools/session/scenario-export';
import { parseSessionText, serializeSession, sessionFileOf } from '../../devtools/session/session-io';
import { configInput } from '../support/builders';
import { recordedSession } from './support/recorded';

const CANARIES = {
  password: 'CANARY-pass-7781',
  cardNumber: '4111111111111111',
  cvc: '927',
  eppCode: 'CANARY-epp-5521',
  token: 'CANARY-token-9934',
  authorization: 'Bearer CANARY-auth-3318',
};

function sessionWithSecrets() {
  const s = recordedSession();
  s.emit('cart/item-add-requested', {
    request: {
      code: 'domain-transfer',
      sellType: 'direct',
      period: 12,
      properties: { domain: 'x.sk', eppCode: CANARIES.eppCode },
    },
  });
  s.emit('api/requested', {
    requestId: 'r9',
    method: 'POST',
    url: 'https://api.test/payment/card',
    pathTemplate: '/payment/card',
    headers: { 'content-type': 'application/json', authorization: CANARIES.authorization },
    body: {
      card: { cardNumber: CANARIES.cardNumber, cvc: CANARIES.cvc },
      token: CANARIES.token,
      user: { password: CANARIES.password },
    },
  });
  s.emit('api/responded', {
    requestId: 'r9',
    status: 200,
    headers: {},
    body: { accessToken: CANARIES.token, echo: { eppCode: CANARIES.eppCode } },
    durationMs: 3,
  });
  return s;
}

const leaks = (text: string) => Object.values(CANARIES).filter((secret) => text.includes(secret));

describe('redaction canaries', () => {
  const s = sessionWithSecrets();
  const events = s.log.all();
  const config = AppConfig.parse(configInput);

  it('keeps every secret out of the log', () => {
    expect(leaks(JSON.stringify(events))).toEqual([]);
  });

  it('keeps every secret out of the session file', () => {
    expect(leaks(serializeSession(sessionFileOf(events, config, 'b')))).toEqual([]);
  });

  it('keeps every secret out of the HAR', () => {
    expect(
      leaks(JSON.stringify(toHar(events, { origin: 'https://shop.test', startedAt: 0, buildId: 'b' }))),
    ).toEqual([]);
  });

  it('keeps every secret out of the scenario export', () => {
    const scenario = toScenario({ company: 'sk-ws', workflow: 1, locale: 'sk-SK', events }, 'canaries');
    expect(leaks(JSON.stringify(scenario))).toEqual([]);
  });

  it('redacts secrets that a hand-written session file brings in', () => {
    const file = {
      format: SESSION_FORMAT,
      version: 1,
      exportedAt: '',
      buildId: 'b',
      company: 'sk-ws',
      config,
      events: [
        {
          seq: 0,
          at: 0,
          v: 1,
          type: 'api/requested',
          payload: {
            requestId: 'r1',
            method: 'POST',
            url: '/x',
            pathTemplate: '/x',
            headers: {},
            body: { password: CANARIES.password, cvc: CANARIES.cvc },
          },
        },
      ],
    };
    const result = parseSessionText(JSON.stringify(file));
    expect(result.ok).toBe(true);
    if (result.ok) expect(leaks(JSON.stringify(result.session))).toEqual([]);
  });
});
