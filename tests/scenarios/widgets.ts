/**
 * The widgets of a scenario's intents (fixtures/scenarios/format.ts `ScenarioWidget`): what a view commits for what
 * the customer typed, computed with the widget's own rules, so a scenario states the typing and the
 * runner commits what the app would. The phone input (src/features/order/address/phone-field.tsx)
 * keeps only digits, spaces and '+' while typing, splits a known country code off on blur and
 * commits prefix + number (src/validation/phone-input.ts).
 */
import type { AppConfig } from '../../events/contract/app-config';
import type { ScenarioIntent } from '../../fixtures/scenarios/format';
import { defaultPrefix, phoneValue, sanitizeTyped, splitTyped } from '../../src/validation/phone-input';

/** The intent as dispatched: a widget's typing replaced by the value the widget commits. */
export function committedByWidget(intent: ScenarioIntent, config: AppConfig): ScenarioIntent {
  const widget = intent.widget;
  if (!widget) return intent;
  const prefix = widget.prefix ?? defaultPrefix(config.companyCountry);
  const value = phoneValue(splitTyped(sanitizeTyped(widget.typed), prefix));
  const payload = { ...(intent.payload as Record<string, unknown>), value };
  return { ...intent, payload };
}
