/**
 * The config page: the app config in force (from `data-params`, recorded by `app/booted`), its
 * edit form for this browser session (config-editor.tsx) and the mock provider's fault controls,
 * which POST to `{apiUrl}/__mock/faults` (fixtures/provider/handlers/control.ts): latency, a
 * failing endpoint with a status, a malformed body, a broken stream, for the next N matching
 * requests.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../src/app/services';
import { ConfigEditor } from './config-editor';
import { pageParams } from './config-override';

export interface FaultsForm {
  latencyMs: string;
  status: string;
  pathPattern: string;
  malformedBody: boolean;
  brokenStream: boolean;
  times: string;
}

const emptyForm: FaultsForm = {
  latencyMs: '',
  status: '',
  pathPattern: '',
  malformedBody: false,
  brokenStream: false,
  times: '',
};

/** The `__mock/faults` body for the form, or a message key when a field is out of range. */
export function faultsBody(
  form: FaultsForm,
): { ok: true; body: Record<string, unknown> } | { ok: false; messageKey: string } {
  const body: Record<string, unknown> = {};
  if (form.latencyMs.trim()) {
    const ms = Number(form.latencyMs);
    if (!Number.isFinite(ms) || ms < 0) return { ok: false, messageKey: 'devtools.faults.bad_latency' };
    body.latencyMs = ms;
  }
  if (form.status.trim()) {
    const status = Number(form.status);
    if (!Number.isInteger(status) || status < 400 || status > 599)
      return { ok: false, messageKey: 'devtools.faults.bad_status' };
    body.status = status;
  }
  if (form.times.trim()) {
    const times = Number(form.times);
    if (!Number.isInteger(times) || times < 1) return { ok: false, messageKey: 'devtools.faults.bad_times' };
    body.times = times;
  }
  if (form.pathPattern.trim()) body.pathPattern = form.pathPattern.trim();
  if (form.malformedBody) body.malformedBody = true;
  if (form.brokenStream) body.brokenStream = true;
  return { ok: true, body };
}

export function ConfigView() {
  const { t } = useTranslation();
  const { config } = useServices();
  const [form, setForm] = useState<FaultsForm>(emptyForm);
  const [notice, setNotice] = useState<{ error: boolean; text: string } | null>(null);
  const post = async (body: Record<string, unknown> | null) => {
    try {
      const res = await fetch(`${config.apiUrl}/__mock/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'include',
      });
      setNotice(
        res.ok
          ? { error: false, text: t(body ? 'devtools.faults.set' : 'devtools.faults.cleared') }
          : { error: true, text: t('devtools.faults.refused', { status: res.status }) },
      );
    } catch {
      setNotice({ error: true, text: t('devtools.faults.unreachable') });
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const built = faultsBody(form);
    if (!built.ok) return setNotice({ error: true, text: t(built.messageKey) });
    void post(built.body);
  };
  const field = (key: 'latencyMs' | 'status' | 'pathPattern' | 'times', inputMode?: 'numeric') => (
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
  return (
    <div>
      <h1>{t('devtools.config.title')}</h1>
      <section aria-labelledby="developer-config-title">
        <h2 id="developer-config-title">{t('devtools.config.in_force')}</h2>
        <pre data-testid="config-json">{JSON.stringify(config, null, 2)}</pre>
      </section>
      <ConfigEditor storage={sessionStorage} page={pageParams(document)} reload={() => location.reload()} />
      <section aria-labelledby="developer-faults-title">
        <h2 id="developer-faults-title">{t('devtools.faults.title')}</h2>
        <form onSubmit={onSubmit} className="developer__faults">
          {field('pathPattern')}
          {field('status', 'numeric')}
          {field('latencyMs', 'numeric')}
          {field('times', 'numeric')}
          <label>
            <input
              type="checkbox"
              checked={form.malformedBody}
              onChange={(e) => setForm({ ...form, malformedBody: e.currentTarget.checked })}
            />{' '}
            {t('devtools.faults.malformedBody')}
          </label>
          <label>
            <input
              type="checkbox"
              checked={form.brokenStream}
              onChange={(e) => setForm({ ...form, brokenStream: e.currentTarget.checked })}
            />{' '}
            {t('devtools.faults.brokenStream')}
          </label>
          <button type="submit">{t('devtools.faults.apply')}</button>{' '}
          <button type="button" onClick={() => void post(null)}>
            {t('devtools.faults.clear')}
          </button>
        </form>
        {notice && (
          <p role={notice.error ? 'alert' : 'status'} data-testid="faults-notice">
            {notice.text}
          </p>
        )}
      </section>
    </div>
  );
}
