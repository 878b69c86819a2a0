/**
 * The transfer of a registered domain with its auth code (spec §2): the code is required; on
 * submit its clear value goes to the secret vault and the add intent carries it, so the log keeps
 * '[redacted]' and the provider gets the code (src/shared/secret-vault.ts).
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DomainResult } from '../../../events/contract/offers';
import { transferRequest } from '../../../projections/domain-checker/domain-add';
import { useDispatch } from '../../app/services';
import { keepTransferCode } from '../../shared/secret-vault';
import { requiredStruct } from '../../validation/field-rules';
import { ruleFailure } from '../../validation/form-rules';
import { usePrice } from './use-price';
import { domainInputProps } from '../../ui/domain-input-props';

const authCodeStruct = requiredStruct('authCode');

export function DomainTransferForm({ result, loading }: { result: DomainResult; loading: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const price = usePrice();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = ruleFailure(code, authCodeStruct);
    setError(problem);
    const request = transferRequest(result, code.trim());
    if (problem !== null || request === null) return;
    keepTransferCode(result.name, code.trim());
    dispatch('cart/item-add-requested', { request });
  };
  const transferPrice = result.price.transferPrice;
  return (
    <form
      className="domain-transfer"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('domain_checker.transfer.title', { domain: result.name })}
    >
      {typeof transferPrice === 'number' && (
        <p className="domain-transfer__price">
          {t('domain_checker.transfer.price', { price: price(transferPrice) })}
        </p>
      )}
      <div className="field">
        <label htmlFor={inputId}>{t('domain_checker.transfer.code')}</label>
        <input
          id={inputId}
          type="password"
          {...domainInputProps}
          value={code}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setCode(e.target.value);
            setError(null);
          }}
        />
        {error && (
          <span id={errorId} className="field__error">
            {t(error)}
          </span>
        )}
      </div>
      <div className="domain-transfer__actions">
        <button type="submit" className="button button--primary" disabled={loading}>
          {t('domain_checker.transfer.submit')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => dispatch('domain-checker/transfer-toggled', { domain: null })}
        >
          {t('domain_checker.transfer.cancel')}
        </button>
      </div>
    </form>
  );
}
