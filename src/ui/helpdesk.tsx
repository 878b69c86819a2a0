/**
 * Where a customer looking for help finds it (spec §1 "Helpdesk hours 09:00-17:00 daily (24/7 for
 * one variant)", §2 login drawer footer): the company's support page (`supportUrl`, or a generic
 * fallback) and when its helpdesk answers (`helpdeskHours`, default 09:00–17:00 daily). Shown in
 * the login drawer and on the error pages (not found, a failed or unknown order outcome).
 */
import { useTranslation } from 'react-i18next';
import type { AppConfig } from '../../events/contract/app-config';
import { useServices } from '../app/services';

/** The help page when the config names none. */
export const GENERIC_HELP_URL = 'https://www.websupport.sk/podpora/';

const OFFICE_HOURS = { opens: '09:00', closes: '17:00' };

/** The translation of the company's helpdesk hours. */
function helpdeskHoursText(
  hours: AppConfig['helpdeskHours'],
  t: (key: string, values?: Record<string, string>) => string,
): string {
  if (hours === '24/7') return t('helpdesk.hours_always');
  return t('helpdesk.hours_daily', { ...(hours ?? OFFICE_HOURS) });
}

export function HelpdeskContact({ className = 'helpdesk' }: { className?: string }) {
  const { t } = useTranslation();
  const { config } = useServices();
  return (
    <p className={className}>
      <a href={config.supportUrl ?? GENERIC_HELP_URL}>{t('login.help')}</a>{' '}
      <span className="helpdesk__hours">{helpdeskHoursText(config.helpdeskHours, t)}</span>
    </p>
  );
}
