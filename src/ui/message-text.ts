/**
 * A message as the customer reads it, written once for every place that shows one (the message
 * areas, an item's messages, a field's): a server's own text as it came, else the key translated in
 * the company's workflow (the Swedish workflow's twin keys, src/i18n/workflow-keys.ts).
 */
import { useTranslation } from 'react-i18next';
import type { Message } from '../../events/catalogue/messages';
import { useServices } from '../app/services';
import { workflowKey } from '../i18n/workflow-keys';

export function useMessageText(): (message: Message) => string {
  const { t } = useTranslation();
  const { workflow } = useServices().config;
  return (m) => m.text ?? t(workflowKey(m.translationKey, workflow), m.values ?? {});
}
