/**
 * The stack-only reference page of bench/bundle.mjs: React plus, at their smallest, the libraries of
 * the chosen stack that the cart route cannot paint without (i18next with react-i18next for every
 * text, zod/mini with its English messages for the config and the replies, an rxjs Subject for the
 * log, immer for the read models, signals for the store, wouter for the routes, superstruct for the
 * coupon form's rule). Each is used just enough to be kept by tree-shaking, so the figure is a floor:
 * what the 2.0 budget has left for our own code is the React-only page × 2 minus this.
 */
import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { createInstance } from 'i18next';
import { produce } from 'immer';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Subject } from 'rxjs';
import { object, refine, string, validate } from 'superstruct';
import { Route, Router, Switch } from 'wouter';
import * as z from 'zod/mini';
import { en } from 'zod/locales';

z.config(en());
const i18n = createInstance();
void i18n.init({ lng: 'en', resources: { en: { translation: { hello: 'Hello' } } } });

const Config = z.object({ company: z.string(), limits: z.array(z.optional(z.nullable(z.number()))) });
const Coupon = object({ code: refine(string(), 'code', (code) => code.trim() !== '') });
const count = signal(0);
const log = new Subject<unknown>();
log.subscribe((input) => {
  const parsed = Config.safeParse(input);
  count.value = produce({ seen: count.value }, (draft) => {
    draft.seen += parsed.success && validate({ code: parsed.data.company }, Coupon)[0] === undefined ? 1 : 0;
  }).seen;
  if (!parsed.success) document.title = z.prettifyError(parsed.error);
});

function Hello() {
  useSignals();
  const { t } = useTranslation();
  return (
    <p>
      {t('hello')} {count.value}
    </p>
  );
}

const root = document.getElementById('main-content');
if (root) {
  createRoot(root).render(
    <I18nextProvider i18n={i18n}>
      <Router>
        <Switch>
          <Route path="/">
            <Hello />
          </Route>
        </Switch>
      </Router>
    </I18nextProvider>,
  );
  log.next(JSON.parse(root.dataset['params'] ?? 'null'));
}
