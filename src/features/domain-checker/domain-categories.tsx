/**
 * The TLD categories (E45) as filters of the alternatives: one pressed button at a time, 'All'
 * clears the filter. Their line is there before they arrive (empty, one chip high, scrolling
 * sideways when they do not fit), so the alternatives below it never move (decision 086).
 */
import { useTranslation } from 'react-i18next';
import type { TldCategory } from '../../../events/contract/offers';
import { useDispatch } from '../../app/services';

export function DomainCategories({
  categories,
  chosen,
}: {
  categories: readonly TldCategory[];
  chosen: string | null;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  if (categories.length === 0) return <div className="domain-checker__categories" aria-hidden="true" />;
  const choose = (categoryId: string | null) => dispatch('domain-checker/category-chosen', { categoryId });
  return (
    <div className="domain-checker__categories" role="group" aria-label={t('domain_checker.categories')}>
      <button type="button" className="chip" aria-pressed={chosen === null} onClick={() => choose(null)}>
        {t('domain_checker.category.all')}
      </button>
      {categories.map((category) => (
        <button
          key={category.id}
          type="button"
          className="chip"
          aria-pressed={chosen === category.id}
          onClick={() => choose(chosen === category.id ? null : category.id)}
        >
          {category.name}
        </button>
      ))}
    </div>
  );
}
