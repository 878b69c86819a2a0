/**
 * The last tutorial step: the hosting is in the cart; closing ends the tutorial (recorded as
 * hosting selected, not skipped).
 */
import { useTranslation } from 'react-i18next';
import type { TutorialProductView } from '../../../projections/tutorial/selectors';
import { useDispatch } from '../../app/services';

export function TutorialAddedStep({ product }: { product: TutorialProductView }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  return (
    <>
      <p>{t('tutorial.added.text', { product: product.product.title })}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => dispatch('tutorial/finished', {})}
      >
        {t('tutorial.added.close')}
      </button>
    </>
  );
}
