/**
 * The server, monitoring and management contact forms' side effects (spec §2, §5, §9; contract
 * E48–E56). Opening `/server/{uuid}`, `/monitoring/{uuid}` or `/management/{uuid}` loads the offer
 * (E48 by uuid — an unknown or malformed uuid is `server_form.offer_not_found`; E49/E50) and the
 * option groups (E51 for servers, E52 for monitoring). The server name's availability is asked at
 * most once a second while it is typed (the latest name at the end of the second), only for a
 * name the rules accept. A submit is checked against the rules (and a name known to be taken),
 * then sent once (E53/E54/E55); the provider's violations come back on their fields. A field the
 * customer leaves changed is checked against its rule (spec §5, validation on blur when changed).
 */
import { Subscription, exhaustMap, from, map } from 'rxjs';
import type { PayloadOf } from '../../../events/catalogue/index';
import type { ServerFormVariant } from '../../../events/catalogue/server-form';
import { currentLocation } from '../../../projections/nav/selectors';
import { clientError } from '../../api/failures';
import { stripLanguagePrefix } from '../../i18n/locales';
import { ruleFailure } from '../../validation/form-rules';
import { internationalPhone } from '../../validation/phone-input';
import { serverFormStructs, validateServerForm } from '../../validation/server-form-rules';
import { serverNameStruct } from '../../validation/service-name';
import { availabilityChecks } from '../availability-checks';
import type { EffectDeps } from '../runtime/deps';
import { ofType } from '../runtime/event-filters';
import { foldedState } from '../runtime/folded-events';

export const SERVER_NAME_THROTTLE_MS = 1000;
const OFFER_NOT_FOUND = 'server_form.offer_not_found';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FORM_PATH = /^\/(server|monitoring|management)\/([^/]+)$/;

/** The variant and uuid of a form path (without the language prefix), or null. */
function formOfPath(rest: string): { variant: ServerFormVariant; uuid: string } | null {
  const m = FORM_PATH.exec(rest);
  if (!m) return null;
  return { variant: m[1] as ServerFormVariant, uuid: decodeURIComponent(m[2] ?? '') };
}

export function serverFormsEffect({ log, api, config, scheduler }: EffectDeps): Subscription {
  const subscription = new Subscription();
  let open: { variant: ServerFormVariant; uuid: string } | null = null;
  let groups: string[] = [];
  const taken = new Set<string>();

  const load = async (variant: ServerFormVariant, uuid: string) => {
    const still = () => open?.uuid === uuid && open.variant === variant;
    if (!UUID.test(uuid)) {
      log.append('server-form/load-failed', { uuid, error: clientError(OFFER_NOT_FOUND, 404) });
      return;
    }
    const offer =
      variant === 'server'
        ? api.getDedicatedServerOffer(uuid)
        : variant === 'monitoring'
          ? api.getMonitoringOffer()
          : api.getManagementOffer();
    const options =
      variant === 'server'
        ? api.getDedicatedServerOptions()
        : variant === 'monitoring'
          ? api.getMonitoringOptions()
          : Promise.resolve(null);
    const [o, g] = await Promise.all([offer, options]);
    if (!still()) return;
    if (o.ok) log.append('server-form/offer-received', { uuid, offer: o.value });
    else log.append('server-form/load-failed', { uuid, error: o.error });
    if (g?.ok) {
      groups = g.value.map((group) => group.name);
      log.append('server-form/options-received', { uuid, groups: g.value });
    }
  };

  const onLocation = (path: string) => {
    const form = formOfPath(stripLanguagePrefix(path, config.languages).rest);
    if (form === null) {
      open = null;
      return;
    }
    if (open?.uuid === form.uuid && open.variant === form.variant) return;
    open = form;
    groups = [];
    log.append('server-form/opened', form);
    void load(form.variant, form.uuid);
  };

  const send = async (payload: PayloadOf<'server-form/submitted'>) => {
    const { variant, uuid, values, options } = payload;
    const errors = validateServerForm(variant, values, options, groups);
    const serverName = (values.serverName ?? '').trim();
    if (variant === 'server' && !errors.serverName && taken.has(serverName.toLowerCase())) {
      errors.serverName = 'validation.server_name_taken';
    }
    if (Object.keys(errors).length > 0) {
      log.append('server-form/rejected', { errors });
      return;
    }
    const note = (values.note ?? '').trim();
    const base = {
      uuid,
      name: (values.name ?? '').trim(),
      email: (values.email ?? '').trim(),
      // As people type it (`0905 123 456`), sent as the contract's `+421905123456` (decision 023).
      phone: internationalPhone(values.phone ?? '', config.companyCountry),
      ...(note !== '' ? { note } : {}),
      options,
    };
    log.append('server-form/sending', { variant });
    const result =
      variant === 'server'
        ? await api.sendServerContactForm({ ...base, serverName, period: Number(values.period) })
        : variant === 'monitoring'
          ? await api.sendMonitoringForm(base)
          : await api.sendManagementForm(base);
    if (result.ok) log.append('server-form/sent', { variant });
    else log.append('server-form/failed', { error: result.error });
  };

  onLocation(currentLocation(foldedState(log)).path);
  subscription.add(log.events$.pipe(ofType('nav/changed')).subscribe((e) => onLocation(e.payload.path)));
  subscription.add(
    log.events$
      .pipe(
        ofType('server-form/server-name-edited'),
        map((e) => e.payload.value.trim()),
        availabilityChecks({
          rule: serverNameStruct,
          periodMs: SERVER_NAME_THROTTLE_MS,
          scheduler,
          ask: (name) => {
            if (open?.variant !== 'server') return null;
            log.append('server-form/name-check-started', { name });
            return api.checkServerName(name);
          },
        }),
      )
      .subscribe(({ value: name, result }) => {
        if (!result.ok) {
          log.append('server-form/name-check-failed', { name, error: result.error });
          return;
        }
        if (!result.value.available) taken.add(name.toLowerCase());
        log.append('server-form/name-checked', { name, available: result.value.available });
      }),
  );
  subscription.add(
    log.events$
      .pipe(
        ofType('server-form/submitted'),
        exhaustMap((e) => from(send(e.payload))),
      )
      .subscribe(),
  );
  // Validation on blur when changed (spec §5): the view commits a field only when its value changed.
  subscription.add(
    log.events$.pipe(ofType('server-form/field-committed')).subscribe(({ payload: { field, value } }) => {
      const struct = open && serverFormStructs(open.variant, groups)[field];
      if (struct) log.append('server-form/field-checked', { field, error: ruleFailure(value, struct) });
    }),
  );
  return subscription;
}
