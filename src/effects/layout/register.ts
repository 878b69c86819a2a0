/**
 * The register button of the login drawer (spec §2 "Main layout"): the workflow's second step
 * becomes the user step (so it is stored with the cart), the order view opens on it (sign-up form
 * there), and the drawer closes.
 */
import { Subscription } from 'rxjs';
import { secondStepFor } from '../../../projections/layout/selectors';
import { stepPath } from '../../router/step-paths';
import type { EffectDeps } from '../runtime/deps';
import { ofType } from '../runtime/event-filters';

export function registerEffect({ log, config }: EffectDeps): Subscription {
  return log.events$.pipe(ofType('layout/register-requested')).subscribe(() => {
    const step = secondStepFor(config.workflow);
    log.append('steps/user-step-set', { step });
    log.append('nav/requested', { to: stepPath(step) });
    log.append('ui/side-panel-closed', {});
  });
}
