/**
 * The app's services as React context: the store (state signal + dispatch), the config, the mode,
 * the language prefix and the suggestion services (places, company register). Views get them with hooks instead of importing singletons, so tests and
 * the developer console can render the app over any log.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { AppConfig } from '../../events/contract/app-config';
import type { Pseudonymiser } from '../../events/pseudonyms';
import type { Lookups } from '../lookups/lookups';
import type { Store } from '../store/store';

type BuildMode = 'development' | 'staging' | 'production';

export interface AppServices {
  store: Store;
  config: AppConfig;
  mode: BuildMode;
  locale: string;
  /** '' for the default language, else '/xx'. */
  languagePrefix: string;
  /** The tab's stand-ins for personal data (decision 037), for the console's exports; absent: the console reads the tab's salt. */
  pseudonymiser?: Pseudonymiser;
  /** A live re-run plays in this page load (development builds): the shell shows its bar. */
  rerunning?: boolean;
  /** The suggestion services the config names (decision 052); absent or empty: plain inputs. */
  lookups?: Lookups;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesProvider');
  return services;
}

export function useDispatch(): Store['dispatch'] {
  return useServices().store.dispatch;
}
