/**
 * The fields of the item drawer and its save button. What the customer types stays in this form
 * (so a failed save keeps it); saving checks the form, then asks for one
 * `cart/item-update-requested` carrying only what changed, or simply closes when nothing did.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../../events/catalogue/messages';
import type { LicenseType } from '../../../../events/contract/scalars';
import { LICENCE_TYPES } from '../../../../projections/cart-items/business-mail';
import { sameValue } from '../../../../projections/shared/same-value';
import { licenceCounts, type DrawerView } from '../../../../projections/cart-items/selectors';
import { useDispatch } from '../../../app/services';
import { useAppSelector } from '../../../app/use-app-selector';
import { LicenceInput } from '../items/licence-input';
import { diskSizeId, LicenceLabel } from '../items/licence-label';
import { FieldMessages } from '../items/message-list';
import { AdditionalSettings } from './additional-settings';
import { DomainProfileField } from './domain-profile-field';
import { DrawerDomainField } from './drawer-domain-field';
import { drawerChanges, drawerFormErrors, initialForm, type DrawerForm } from './drawer-form';
import { DrawerPeriodField } from './drawer-period-field';

type FieldMessagesByPath = Readonly<Record<string, readonly Message[]>>;

export function ItemDrawerForm({
  view,
  fieldMessages,
}: {
  view: DrawerView;
  fieldMessages: FieldMessagesByPath;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { item, fields, saving } = view;
  const counts = useAppSelector((state) => licenceCounts(state, item), sameValue);
  const [form, setForm] = useState<DrawerForm>(() => initialForm(item, counts));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = useId();
  const messagesAt = (path: string) => fieldMessages[path] ?? [];

  /** A changed field drops its own problems: the local one and the provider's (spec §5). */
  const change = (path: string, next: Partial<DrawerForm>) => {
    setForm((f) => ({ ...f, ...next }));
    setErrors(({ [path]: _dropped, ...rest }) => rest);
    for (const m of messagesAt(path)) {
      dispatch('messages/dismissed', { path: `${item.id}.${path}`, translationKey: m.translationKey });
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems = drawerFormErrors(item, form, fields);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const changes = drawerChanges(item, form, fields);
    if (changes === null) dispatch('ui/item-drawer-closed', {});
    else dispatch('cart/item-update-requested', { itemId: item.id, changes });
  };
  const setLicence = (type: LicenseType, value: number) => {
    if (form.licences) change(`licenses.${type}`, { licences: { ...form.licences, [type]: value } });
  };

  return (
    <form className="item-drawer__form" onSubmit={submit} noValidate>
      {fields.domain && (
        <DrawerDomainField
          id={`${id}-domain`}
          value={form.domain}
          onChange={(domain) => change('properties.domain', { domain })}
          localError={errors['properties.domain'] ?? null}
          messages={messagesAt('properties.domain')}
        />
      )}
      {fields.licences && form.licences && (
        <fieldset className="licences">
          <legend>{t('cart_items.licences')}</legend>
          {LICENCE_TYPES.map((type) => (
            <div key={type} className="licence-row">
              <LicenceLabel inputId={`${id}-${type}`} type={type} />
              <LicenceInput
                id={`${id}-${type}`}
                value={form.licences?.[type] ?? 0}
                onValue={(value) => setLicence(type, value)}
                invalid={messagesAt(`licenses.${type}`).length > 0}
                describedBy={`${diskSizeId(`${id}-${type}`)} ${id}-${type}-error`}
              />
              <FieldMessages id={`${id}-${type}-error`} messages={messagesAt(`licenses.${type}`)} />
            </div>
          ))}
        </fieldset>
      )}
      {fields.period && (
        <DrawerPeriodField
          id={`${id}-period`}
          item={item}
          value={form.period}
          onChange={(period) => change('period', { period })}
          messages={messagesAt('period')}
        />
      )}
      {fields.additional.length > 0 && (
        <AdditionalSettings
          id={`${id}-additional`}
          item={item}
          properties={fields.additional}
          form={form}
          onName={(name) => change('properties.name', { name })}
          nameError={errors['properties.name'] ?? null}
          messagesAt={messagesAt}
        />
      )}
      {fields.domainProfile && (
        <DomainProfileField
          use={form.useDomainProfile}
          profileId={form.domainProfileId}
          onUse={(useDomainProfile) => change('properties.domainProfileId', { useDomainProfile })}
          onPick={(domainProfileId) => change('properties.domainProfileId', { domainProfileId })}
          localError={errors['properties.domainProfileId'] ?? null}
          messages={messagesAt('properties.domainProfileId')}
        />
      )}
      <button type="submit" className="button button--primary" disabled={saving} aria-busy={saving}>
        {saving ? t('cart_items.drawer.saving') : t('common.save')}
      </button>
    </form>
  );
}
