/**
 * The empty-cart screen (spec §2): title, text and a domain search bar without validation whose
 * submit goes to the domain checker with `qd` and `freeOnly`.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from '../../app/services';
import { domainQuery } from '../../validation/domain-search';
import { domainInputProps } from '../../ui/domain-input-props';
import { routePath } from '../../../events/route-table';

export default function EmptyCartPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const qd = domainQuery(query);
    if (qd === '') return;
    dispatch('nav/requested', { to: routePath('domain-checker', { query: { qd, freeOnly: 'false' } }) });
  };
  return (
    <section className="page page--empty-cart" aria-labelledby="empty-cart-title">
      <h1 id="empty-cart-title">{t('cart.empty.title')}</h1>
      <p>{t('cart.empty.text')}</p>
      <form className="domain-search" role="search" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('cart.empty.search_placeholder')}
        </label>
        <input
          id={inputId}
          type="search"
          {...domainInputProps}
          value={query}
          placeholder={t('cart.empty.search_placeholder')}
          onChange={(e) => setQuery(e.target.value)}
        />
        <button type="submit" className="button button--primary">
          {t('cart.empty.search_button')}
        </button>
      </form>
    </section>
  );
}
