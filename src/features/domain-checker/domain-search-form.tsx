/**
 * The domain checker's search field (spec §2, §5): the text stays in the field while typed and is
 * submitted as one intent; the effect checks and normalises it and navigates. A refused text shows
 * its message ('no domain to check', 'domain cannot contain protocol', 'Invalid domain name').
 * The field starts from the last search (unless the customer has typed since, or is in the field:
 * it never changes under their cursor) and the free-only toggle sits beside it.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from '../../app/services';
import { domainInputProps } from '../../ui/domain-input-props';

export function DomainSearchForm({
  initial,
  freeOnly,
  rejected,
}: {
  initial: string;
  freeOnly: boolean;
  rejected: { messageKey: string; entry: string | null } | null;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [text, setText] = useState(initial);
  const [seen, setSeen] = useState(initial);
  // Typed since the last search: a search text arriving now (the page renders before the path's
  // search is read) must not throw away what the customer typed.
  const [edited, setEdited] = useState(false);
  // Nor change the field under the customer's cursor: in the field (about to type, the text maybe
  // selected), it takes a search's text only after a search sent from it; else when they leave it.
  const [inField, setInField] = useState(false);
  const [sent, setSent] = useState(false);
  /** A search's text that arrived while the customer was in the field, shown when they leave it. */
  const [missed, setMissed] = useState(false);
  if (initial !== seen) {
    setSeen(initial);
    if (!edited && inField && !sent) setMissed(true);
    else if (!edited) setText(initial);
    setSent(false);
  }
  const inputId = useId();
  const errorId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setEdited(false);
    setSent(true);
    setMissed(false);
    dispatch('domain-checker/search-submitted', { text });
  };
  return (
    <form className="domain-search domain-checker__search" role="search" onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId}>{t('domain_checker.search.label')}</label>
      <div className="domain-checker__search-row">
        <input
          id={inputId}
          type="search"
          {...domainInputProps}
          value={text}
          placeholder={t('cart.empty.search_placeholder')}
          aria-invalid={rejected !== null}
          aria-describedby={rejected ? errorId : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setEdited(true);
          }}
          onFocus={() => setInField(true)}
          onBlur={() => {
            setInField(false);
            if (!missed) return;
            setMissed(false);
            if (!edited) setText(seen);
          }}
        />
        <button type="submit" className="button button--primary">
          {t('domain_checker.search.submit')}
        </button>
      </div>
      {rejected && (
        <p id={errorId} className="field__error" role="alert">
          {t(rejected.messageKey)}
          {rejected.entry ? ` (${rejected.entry})` : ''}
        </p>
      )}
      <label className="domain-checker__toggle">
        <input
          type="checkbox"
          checked={freeOnly}
          onChange={(e) => dispatch('domain-checker/free-only-toggled', { freeOnly: e.target.checked })}
        />
        {t('domain_checker.free_only')}
      </label>
    </form>
  );
}
