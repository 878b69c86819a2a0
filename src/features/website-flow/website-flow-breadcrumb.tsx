/**
 * The website flow's three breadcrumb steps (spec §2): 'Choose a design tool', 'Choose hosting',
 * register and pay; the current one is marked for assistive technology.
 */
import { useTranslation } from 'react-i18next';
import { WEBSITE_FLOW_STEPS } from '../../../projections/website-flow/state';

export function WebsiteFlowBreadcrumb({ step }: { step: number }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('website_flow.steps')} className="website-flow__steps">
      <ol>
        {WEBSITE_FLOW_STEPS.map((name, index) => (
          <li
            key={name}
            className={`website-flow__step${index === step ? ' website-flow__step--current' : ''}${index < step ? ' website-flow__step--done' : ''}`}
            aria-current={index === step ? 'step' : undefined}
          >
            <span className="website-flow__step-number">{index + 1}</span>{' '}
            {t(`website_flow.step${index + 1}.title`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
