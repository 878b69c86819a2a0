/**
 * The first tutorial step: what the domain's website will run on (one card per available product,
 * with its "from" price), or no hosting at all.
 */
import { useTranslation } from 'react-i18next';
import type { TutorialView } from '../../../projections/tutorial/selectors';
import { useDispatch } from '../../app/services';
import { TutorialPrice } from './tutorial-price';

export function TutorialChoiceStep({ view }: { view: TutorialView }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  return (
    <>
      <p>{t(`tutorial.${view.flow}.text`, { domain: view.domain })}</p>
      <ul className="tutorial-choices">
        {view.choices.map((choice) => (
          <li key={choice.target}>
            <button
              type="button"
              className="tutorial-choice"
              onClick={() => dispatch('tutorial/step-chosen', { target: choice.target })}
            >
              <span className="tutorial-choice__title">{choice.product.title}</span>
              <span className="tutorial-choice__text">{t(`tutorial.choice.${choice.segment}`)}</span>
              <span className="tutorial-choice__description">{choice.product.description}</span>
              {choice.fromPrice && <TutorialPrice price={choice.fromPrice} from />}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button" onClick={() => dispatch('tutorial/no-hosting-chosen', {})}>
        {t(`tutorial.${view.flow}.no_hosting`)}
      </button>
    </>
  );
}
