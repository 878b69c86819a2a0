/**
 * The components gallery (`/developer/components/{component}`): the app's shared UI pieces in their
 * states, once per theme (brand styles and the admin theme, src/ui/theme.ts). Each example renders
 * over a sandbox store (its own log), so nothing a gallery component dispatches reaches the session
 * being debugged.
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Message } from '../../events/catalogue/messages';
import { EventLog } from '../../events/log';
import { ManualClock } from '../../events/clock';
import { ServicesProvider, useServices } from '../../src/app/services';
import { MessagesRegion } from '../../src/ui/messages-region';
import { createStore } from '../../src/store/store';
import { Spinner } from '../../src/ui/spinner';
import { themes, type Theme } from '../../src/ui/theme';
import { Wordmark } from '../../src/ui/wordmark';
import { childPath } from '../../events/route-table';

const galleryComponents = ['spinner', 'messages', 'buttons'] as const;
type GalleryComponent = (typeof galleryComponents)[number];
const isComponent = (name: string | undefined): name is GalleryComponent =>
  galleryComponents.includes(name as GalleryComponent);

export function ComponentsGallery({ params }: { params: { component?: string } }) {
  const { t } = useTranslation();
  const chosen = isComponent(params.component) ? [params.component] : galleryComponents;
  return (
    <div>
      <h1>{t('devtools.components.title')}</h1>
      <nav aria-label={t('devtools.components.list')}>
        <ul className="developer__inline-list">
          {galleryComponents.map((name) => (
            <li key={name}>
              <Link href={childPath('components', { component: name })}>
                {t(`devtools.components.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {params.component && !isComponent(params.component) && (
        <p role="alert">{t('devtools.components.unknown')}</p>
      )}
      {themes.map((theme) => (
        <ThemeBlock key={theme} theme={theme}>
          {chosen.map((name) => (
            <section key={name} aria-labelledby={`gallery-${theme}-${name}`} className="developer__gallery">
              <h3 id={`gallery-${theme}-${name}`}>{t(`devtools.components.${name}`)}</h3>
              {name === 'spinner' && <SpinnerStates />}
              {name === 'messages' && <MessagesStates />}
              {name === 'buttons' && <ButtonStates />}
            </section>
          ))}
        </ThemeBlock>
      ))}
    </div>
  );
}

/** The examples once per theme (decision 051): `data-theme` on the block, the theme in the config. */
function ThemeBlock({ theme, children }: { theme: Theme; children: ReactNode }) {
  const { t } = useTranslation();
  const services = useServices();
  const themed = useMemo(() => ({ ...services, config: { ...services.config, theme } }), [services, theme]);
  const name = theme === 'admin' ? t('devtools.components.theme_admin') : t(`layout.brand.${theme}`);
  return (
    <ServicesProvider services={themed}>
      <section data-theme={theme} aria-labelledby={`gallery-theme-${theme}`} className="developer__theme">
        <h2 id={`gallery-theme-${theme}`}>{t('devtools.components.theme', { name })}</h2>
        <Wordmark />
        {children}
      </section>
    </ServicesProvider>
  );
}

function Example({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="developer__example">
      <figcaption>{title}</figcaption>
      {children}
    </figure>
  );
}

function SpinnerStates() {
  const { t } = useTranslation();
  return (
    <>
      <Example title={t('devtools.components.state.loading')}>
        <Spinner />
      </Example>
      <Example title={t('devtools.components.state.custom_label')}>
        <Spinner labelKey="devtools.components.long_text" />
      </Example>
    </>
  );
}

const sampleMessages: { title: string; messages: Message[] }[] = [
  { title: 'devtools.components.state.empty', messages: [] },
  {
    title: 'devtools.components.state.error',
    messages: [{ translationKey: 'general.unexpected', type: 'error' }],
  },
  {
    title: 'devtools.components.state.mixed',
    messages: [
      { translationKey: 'devtools.components.long_text', type: 'warning' },
      { translationKey: 'devtools.components.sample_info', type: 'info' },
      { translationKey: 'devtools.components.sample_success', type: 'success' },
    ],
  },
  {
    title: 'devtools.components.state.server_text',
    messages: [
      {
        translationKey: 'sample.server',
        type: 'info',
        text: '<img src=x onerror=alert(1)> server text is shown as text',
      },
    ],
  },
];

function MessagesStates() {
  const { t } = useTranslation();
  return (
    <>
      {sampleMessages.map((sample) => (
        <Example key={sample.title} title={t(sample.title)}>
          <Sandbox messages={sample.messages}>
            <MessagesRegion path="general" />
          </Sandbox>
        </Example>
      ))}
    </>
  );
}

/** Renders children over a store of their own, seeded with messages on `general`. */
function Sandbox({ messages, children }: { messages: Message[]; children: ReactNode }) {
  const services = useServices();
  const sandbox = useMemo(() => {
    const log = new EventLog({ clock: new ManualClock() });
    for (const message of messages) log.append('messages/shown', { path: 'general', message });
    return { ...services, store: createStore(log) };
  }, [services, messages]);
  return <ServicesProvider services={sandbox}>{children}</ServicesProvider>;
}

function ButtonStates() {
  const { t } = useTranslation();
  return (
    <div className="developer__inline-list">
      <button type="button" className="button button--primary">
        {t('devtools.components.state.primary')}
      </button>
      <button type="button" className="button">
        {t('devtools.components.state.secondary')}
      </button>
      <button type="button" className="button button--primary" disabled>
        {t('devtools.components.state.disabled')}
      </button>
      <button type="button" className="button" aria-busy="true">
        <Spinner />
      </button>
      <button type="button" className="button">
        {t('devtools.components.long_text')}
      </button>
    </div>
  );
}
