/**
 * The custom donation amount: digits only as typed, required on submit ('Field is required'),
 * sent as a number (spec §5). What is typed stays here until it is sent.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from '../../app/services';
import { customDonationStruct, digitsOnly, donationAmount } from '../../validation/donation-form';
import { ruleFailure } from '../../validation/form-rules';

export function CustomDonationForm({ initial }: { initial: number | null }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const inputId = useId();
  const errorId = useId();
  const [amount, setAmount] = useState(initial === null ? '' : String(initial));
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const failure = ruleFailure(amount, customDonationStruct);
    setError(failure);
    if (failure !== null) return;
    dispatch('cart-extras/donation-requested', { donation: { customDonation: donationAmount(amount) } });
  };
  return (
    <div className="field donation__custom">
      <label htmlFor={inputId}>{t('donation.custom.label')}</label>
      <div className="donation__custom-row">
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          value={amount}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setAmount(digitsOnly(e.target.value));
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              submit();
            }
          }}
        />
        <button type="button" className="button" onClick={submit}>
          {t('donation.custom.submit')}
        </button>
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {t(error)}
        </p>
      )}
    </div>
  );
}
