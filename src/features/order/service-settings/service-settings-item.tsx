/**
 * The mandatory settings of one item: one input per property with its rule (spec §5), the item's
 * status icon, its messages, and an action button. Typing stays here; the submit checks every
 * field and sends only the properties that changed (nothing when none did). A form of several
 * settings submitted with every one blank also says 'Cannot submit an empty form' (spec §5,
 * decision 016); a single setting's 'Field is required' already says it all. A refused submit focuses
 * the first invalid setting and its form's one summary announces it. An auth code is kept
 * out of the log: its clear value goes through the secret vault (src/shared/secret-vault.ts).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '../../../../events/contract/cart';
import type { EditableProperty } from '../../../../events/contract/scalars';
import { sameValue } from '../../../../projections/shared/same-value';
import { isEmptyProperty, missingMandatory } from '../../../../projections/steps/progress';
import { itemState } from '../../../../projections/cart/selectors';
import { useDispatch } from '../../../app/services';
import { useAppSelector } from '../../../app/use-app-selector';
import { itemSecretKey, keepSecret } from '../../../shared/secret-vault';
import { Spinner } from '../../../ui/spinner';
import { isEmptyForm, ruleFailure } from '../../../validation/form-rules';
import { messages } from '../../../validation/messages';
import { changedSettings, settingStruct } from '../../../validation/service-settings';
import { FormErrorSummary } from '../../../ui/form-error-summary';
import { MessagesRegion } from '../../../ui/messages-region';
import { useFirstInvalidFocus } from '../../../ui/use-first-invalid-focus';
import { SettingField } from './setting-field';

type Values = Partial<Record<EditableProperty, string>>;

/** Start values: the item's own, except an auth code, which is never shown back. */
function initialValues(item: CartItem): Values {
  const values: Values = {};
  for (const p of item.mandatoryEditableProperties) {
    const v = item.properties[p];
    values[p] = p === 'eppCode' || typeof v !== 'string' ? '' : v;
  }
  return values;
}

export function ServiceSettingsItem({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [values, setValues] = useState<Values>(() => initialValues(item));
  const [errors, setErrors] = useState<Values>({});
  const [empty, setEmpty] = useState(false);
  /** A submit was tried: the summary speaks for the messages still shown. */
  const [attempted, setAttempted] = useState(false);
  const { ref: formRef, refused: focusFirstInvalid } = useFirstInvalidFocus<HTMLFormElement>();
  const status = useAppSelector((state) => itemState(state, item.id), sameValue);
  const missing = missingMandatory(item);
  /** An auth code already stored needs no new one: an empty field then means "keep it". */
  const kept = (p: EditableProperty) =>
    p === 'eppCode' && !isEmptyProperty(item.properties.eppCode) && !values[p];

  /** A saved value the customer did not change is the provider's, never checked again (decision 023). */
  const untouched = (p: EditableProperty, value: string) => {
    const saved = item.properties[p];
    return typeof saved === 'string' && saved !== '' && value.trim() === saved;
  };
  const check = (p: EditableProperty, value: string) =>
    kept(p) || untouched(p, value) ? null : ruleFailure(value, settingStruct(item.code, p));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Values = {};
    for (const p of item.mandatoryEditableProperties) {
      const error = check(p, values[p] ?? '');
      if (error) found[p] = error;
    }
    setErrors(found);
    setAttempted(true);
    const fields = item.mandatoryEditableProperties;
    setEmpty(fields.length > 1 && !fields.some(kept) && isEmptyForm(values, fields));
    if (Object.keys(found).length > 0) return focusFirstInvalid();
    const typed = Object.fromEntries(
      Object.entries(values).filter(([p, v]) => !(p === 'eppCode' && v === '')),
    ) as Values;
    const changed = changedSettings(item.properties, typed);
    if (Object.keys(changed).length === 0) return;
    if (changed.eppCode !== undefined) keepSecret(itemSecretKey(item.id, 'eppCode'), changed.eppCode);
    dispatch('cart/item-update-requested', { itemId: item.id, changes: { properties: changed } });
  };

  const refused = attempted && Object.values(errors).some(Boolean);
  const summary = empty ? t(messages.emptyForm) : refused ? t('validation.invalid_form') : null;
  const statusKey = missing.length === 0 ? 'service_settings.status.done' : 'service_settings.status.missing';
  return (
    <li className="service-settings-item" aria-busy={status.loading}>
      <form ref={formRef} onSubmit={submit} noValidate>
        <div className="service-settings-item__head">
          <h3 className="service-settings-item__name">{item.name}</h3>
          {status.loading ? (
            <Spinner />
          ) : (
            <span
              className={`status-icon status-icon--${missing.length === 0 ? 'done' : 'missing'}`}
              role="img"
              aria-label={t(statusKey)}
            >
              {missing.length === 0 ? '✓' : '!'}
            </span>
          )}
        </div>
        {item.mandatoryEditableProperties.map((p) => (
          <SettingField
            key={p}
            itemId={item.id}
            property={p}
            value={values[p] ?? ''}
            error={errors[p] ?? null}
            kept={kept(p)}
            onChange={(value) => {
              setValues((v) => ({ ...v, [p]: value }));
              setErrors((e) => ({ ...e, [p]: undefined }));
              setEmpty(false);
            }}
            onBlur={() => setErrors((e) => ({ ...e, [p]: check(p, values[p] ?? '') ?? undefined }))}
          />
        ))}
        <FormErrorSummary text={summary} />
        <MessagesRegion path={item.id} />
        <button type="submit" className="button" disabled={status.loading}>
          {t('service_settings.save')}
        </button>
      </form>
    </li>
  );
}
