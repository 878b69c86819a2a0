/**
 * The fault form's model: the `__mock/faults/add` body for what was filled in (or the message of
 * the first field out of range; a reply held or dropped after the request was carried out is a fault
 * of its own, issue 22), and one line that says what a listed fault does and to which
 * requests ("POST /cart/items: status 503, next 2 requests"). Kept apart from the view so it is
 * tested without a browser.
 */
import type { TFunction } from 'i18next';

export const faultMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type FaultMethod = (typeof faultMethods)[number];

export interface FaultForm {
  /** '' = any method. */
  method: '' | FaultMethod;
  pathPattern: string;
  status: string;
  latencyMs: string;
  /** The reply held this long after the request was carried out. */
  holdReplyMs: string;
  times: string;
  malformedBody: boolean;
  brokenStream: boolean;
  /** The request carried out, its reply dropped (a network failure to the app). */
  dropReply: boolean;
}

export const emptyFaultForm: FaultForm = {
  method: '',
  pathPattern: '',
  status: '',
  latencyMs: '',
  holdReplyMs: '',
  times: '',
  malformedBody: false,
  brokenStream: false,
  dropReply: false,
};

/** A fault as the provider lists it (fixtures/provider/state.ts `FaultRule`). */
export interface ListedFault {
  id: string;
  method?: FaultMethod;
  pathPattern?: string;
  status?: number;
  latencyMs?: number;
  holdReplyMs?: number;
  times?: number;
  malformedBody?: boolean;
  brokenStream?: boolean;
  dropReply?: boolean;
}

export type FaultBodyResult = { ok: true; body: Omit<ListedFault, 'id'> } | { ok: false; messageKey: string };

export function faultBody(form: FaultForm): FaultBodyResult {
  const body: Omit<ListedFault, 'id'> = {};
  if (form.method) body.method = form.method;
  if (form.pathPattern.trim()) body.pathPattern = form.pathPattern.trim();
  if (form.status.trim()) {
    const status = Number(form.status);
    if (!Number.isInteger(status) || status < 400 || status > 599)
      return { ok: false, messageKey: 'devtools.faults.bad_status' };
    body.status = status;
  }
  if (form.latencyMs.trim()) {
    const ms = Number(form.latencyMs);
    if (!Number.isFinite(ms) || ms < 0) return { ok: false, messageKey: 'devtools.faults.bad_latency' };
    body.latencyMs = ms;
  }
  if (form.holdReplyMs.trim()) {
    const ms = Number(form.holdReplyMs);
    if (!Number.isFinite(ms) || ms < 0) return { ok: false, messageKey: 'devtools.faults.bad_hold' };
    body.holdReplyMs = ms;
  }
  if (form.times.trim()) {
    const times = Number(form.times);
    if (!Number.isInteger(times) || times < 1) return { ok: false, messageKey: 'devtools.faults.bad_times' };
    body.times = times;
  }
  if (form.malformedBody) body.malformedBody = true;
  if (form.brokenStream) body.brokenStream = true;
  if (form.dropReply) body.dropReply = true;
  const does = [body.status, body.latencyMs, body.holdReplyMs, body.malformedBody, body.brokenStream];
  if (!does.some(Boolean) && !body.dropReply) return { ok: false, messageKey: 'devtools.faults.nothing' };
  return { ok: true, body };
}

export function describeFault(fault: ListedFault, t: TFunction): string {
  const target = `${fault.method ?? t('devtools.faults.method_any')} ${fault.pathPattern || t('devtools.faults.any_path')}`;
  const effects = [
    fault.status ? t('devtools.faults.does_status', { status: fault.status }) : null,
    fault.latencyMs ? t('devtools.faults.does_latency', { ms: fault.latencyMs }) : null,
    fault.holdReplyMs ? t('devtools.faults.does_hold', { ms: fault.holdReplyMs }) : null,
    fault.malformedBody ? t('devtools.faults.malformedBody') : null,
    fault.brokenStream ? t('devtools.faults.brokenStream') : null,
    fault.dropReply ? t('devtools.faults.dropReply') : null,
    fault.times ? t('devtools.faults.does_times', { n: fault.times }) : null,
  ].filter((x): x is string => x !== null);
  return `${target}: ${effects.join(', ')}`;
}
