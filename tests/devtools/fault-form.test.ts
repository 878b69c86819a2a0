/**
 * The fault form's model (devtools/faults/fault-form.ts): the `__mock/faults/add` body from the filled
 * fields only, with the method filter; refusals of out-of-range fields and of a fault that does
 * nothing; and the line a listed fault reads as.
 */
import { describe, expect, it } from 'vitest';
import { describeFault, emptyFaultForm, faultBody } from '../../devtools/faults/fault-form';
import { createI18nFromCatalogues } from '../../src/i18n/i18n';
import en from '../../locales/en-US.json';

describe('fault form', () => {
  it('builds the body from the filled fields only, with the method filter', () => {
    expect(
      faultBody({
        ...emptyFaultForm,
        method: 'POST',
        status: '503',
        pathPattern: ' /cart/items ',
        times: '1',
      }),
    ).toEqual({ ok: true, body: { method: 'POST', status: 503, pathPattern: '/cart/items', times: 1 } });
    expect(faultBody({ ...emptyFaultForm, brokenStream: true })).toEqual({
      ok: true,
      body: { brokenStream: true },
    });
  });

  it('asks for a reply held or dropped after the request was carried out', () => {
    expect(faultBody({ ...emptyFaultForm, method: 'PATCH', holdReplyMs: '20000' })).toEqual({
      ok: true,
      body: { method: 'PATCH', holdReplyMs: 20000 },
    });
    expect(faultBody({ ...emptyFaultForm, pathPattern: '/checkout', dropReply: true, times: '1' })).toEqual({
      ok: true,
      body: { pathPattern: '/checkout', dropReply: true, times: 1 },
    });
    expect(faultBody({ ...emptyFaultForm, holdReplyMs: '-5' })).toEqual({
      ok: false,
      messageKey: 'devtools.faults.bad_hold',
    });
  });

  it('refuses a status outside 400–599, a negative latency, zero requests and a fault doing nothing', () => {
    const refused = (messageKey: string) => ({ ok: false, messageKey });
    expect(faultBody({ ...emptyFaultForm, status: '200' })).toEqual(refused('devtools.faults.bad_status'));
    expect(faultBody({ ...emptyFaultForm, latencyMs: '-1' })).toEqual(refused('devtools.faults.bad_latency'));
    expect(faultBody({ ...emptyFaultForm, status: '500', times: '0' })).toEqual(
      refused('devtools.faults.bad_times'),
    );
    expect(faultBody({ ...emptyFaultForm, pathPattern: '/users' })).toEqual(
      refused('devtools.faults.nothing'),
    );
  });

  it('says what a listed fault does and to which requests', () => {
    const t = createI18nFromCatalogues('en-US', { 'en-US': en }).t;
    expect(describeFault({ id: 'f1', method: 'POST', pathPattern: '/users', status: 503, times: 2 }, t)).toBe(
      'POST /users: status 503, next 2 requests',
    );
    expect(describeFault({ id: 'f2', latencyMs: 800 }, t)).toBe('Any method any path: 800 ms late');
    expect(describeFault({ id: 'f3', method: 'POST', pathPattern: '/checkout', dropReply: true }, t)).toBe(
      'POST /checkout: Drop the reply',
    );
    expect(describeFault({ id: 'f4', holdReplyMs: 20000 }, t)).toBe(
      'Any method any path: reply held 20000 ms',
    );
  });
});
