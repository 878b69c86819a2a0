/**
 * The mock provider's fault controls, on the config page and in the panel: the faults in force,
 * listed with what each does and to which requests, each removable; a form that adds one more
 * (method and path filters, status, latency, a held reply, malformed body, broken stream, a
 * dropped reply, for the next N requests); and "clear all". They talk to `{apiUrl}/__mock/faults` (fixtures/provider/handlers/
 * control.ts) with plain fetch: control calls are not the app's API calls and never enter the log.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../src/app/services';
import {
  describeFault,
  emptyFaultForm,
  faultBody,
  faultMethods,
  type FaultForm,
  type ListedFault,
} from './fault-form';

type Notice = { error: boolean; text: string } | null;

export function FaultControls() {
  const { t } = useTranslation();
  const { config } = useServices();
  const base = `${config.apiUrl}/__mock/faults`;
  const [form, setForm] = useState<FaultForm>(emptyFaultForm);
  const [faults, setFaults] = useState<ListedFault[] | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  // Replies may arrive out of order: a list older than the one shown is dropped.
  const asked = useRef(0);
  const shown = useRef(0);
  const apply = (id: number, list: ListedFault[]) => {
    if (id < shown.current) return;
    shown.current = id;
    setFaults(list);
  };
  const call = async (url: string, init: RequestInit, done: string): Promise<void> => {
    const id = ++asked.current;
    try {
      const res = await fetch(url, { credentials: 'include', ...init });
      if (!res.ok)
        return setNotice({ error: true, text: t('devtools.faults.refused', { status: res.status }) });
      const body = (await res.json()) as { faults?: ListedFault[] };
      apply(id, body.faults ?? []);
      setNotice({ error: false, text: t(done) });
    } catch {
      setNotice({ error: true, text: t('devtools.faults.unreachable') });
    }
  };
  useEffect(() => {
    const id = ++asked.current;
    fetch(base, { credentials: 'include' })
      .then((res) => (res.ok ? (res.json() as Promise<{ faults?: ListedFault[] }>) : null))
      .then((body) => {
        if (body && id >= shown.current) {
          shown.current = id;
          setFaults(body.faults ?? []);
        }
      })
      .catch(() => setNotice({ error: true, text: t('devtools.faults.unreachable') }));
  }, [base, t]);

  const json = (method: string, body: unknown): RequestInit => ({
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const built = faultBody(form);
    if (!built.ok) return setNotice({ error: true, text: t(built.messageKey) });
    void call(`${base}/add`, json('POST', built.body), 'devtools.faults.added');
    setForm(emptyFaultForm);
  };
  const text = (
    key: 'latencyMs' | 'holdReplyMs' | 'status' | 'pathPattern' | 'times',
    inputMode?: 'numeric',
  ) => (
    <label>
      {t(`devtools.faults.${key}`)}{' '}
      <input
        name={key}
        inputMode={inputMode}
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.currentTarget.value })}
      />
    </label>
  );
  const flag = (key: 'malformedBody' | 'brokenStream' | 'dropReply') => (
    <label>
      <input
        type="checkbox"
        name={key}
        checked={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.currentTarget.checked })}
      />{' '}
      {t(`devtools.faults.${key}`)}
    </label>
  );

  return (
    <section aria-labelledby="developer-faults-title" className="developer__fault-controls">
      <h2 id="developer-faults-title">{t('devtools.faults.title')}</h2>
      <h3 id="developer-faults-list">{t('devtools.faults.in_force')}</h3>
      {faults === null || faults.length === 0 ? (
        <p data-testid="faults-none">{t('devtools.faults.none')}</p>
      ) : (
        <ul
          aria-labelledby="developer-faults-list"
          data-testid="faults-list"
          className="developer__fault-list"
        >
          {faults.map((fault) => {
            const described = describeFault(fault, t);
            return (
              <li key={fault.id}>
                <span>{described}</span>{' '}
                <button
                  type="button"
                  aria-label={t('devtools.faults.remove_one', { fault: described })}
                  onClick={() =>
                    void call(
                      `${base}/${encodeURIComponent(fault.id)}`,
                      { method: 'DELETE' },
                      'devtools.faults.removed',
                    )
                  }
                >
                  {t('devtools.faults.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form onSubmit={onSubmit} className="developer__faults" aria-label={t('devtools.faults.add_form')}>
        <label>
          {t('devtools.faults.method')}{' '}
          <select
            name="method"
            value={form.method}
            onChange={(e) => setForm({ ...form, method: e.currentTarget.value as FaultForm['method'] })}
          >
            <option value="">{t('devtools.faults.method_any')}</option>
            {faultMethods.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </label>
        {text('pathPattern')}
        {text('status', 'numeric')}
        {text('latencyMs', 'numeric')}
        {text('holdReplyMs', 'numeric')}
        {text('times', 'numeric')}
        {flag('malformedBody')}
        {flag('brokenStream')}
        {flag('dropReply')}
        <button type="submit">{t('devtools.faults.add')}</button>{' '}
        <button type="button" onClick={() => void call(base, json('POST', null), 'devtools.faults.cleared')}>
          {t('devtools.faults.clear')}
        </button>
      </form>
      {notice && (
        <p role={notice.error ? 'alert' : 'status'} data-testid="faults-notice">
          {notice.text}
        </p>
      )}
    </section>
  );
}
