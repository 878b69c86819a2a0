/**
 * The coupon code field and add button. What is typed stays here (keystrokes are not events);
 * submitting a non-blank, valid code dispatches `cart-extras/coupon-add-requested` with the trimmed code.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from '../../../app/services';
import { couponCodeStruct } from '../../../validation/coupon-form';
import { ruleFailure } from '../../../validation/form-rules';

export function CouponForm({ adding }: { adding: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const inputId = useId();
  const [code, setCode] = useState('');
  const invalid = ruleFailure(code, couponCodeStruct) !== null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid || adding) return;
    dispatch('cart-extras/coupon-add-requested', { code: code.trim() });
  };
  return (
    <form className="coupon-form" onSubmit={onSubmit}>
      <label htmlFor={inputId}>{t('coupons.code')}</label>
      <div className="coupon-form__row">
        <input
          id={inputId}
          type="text"
          autoComplete="off"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="button" disabled={invalid || adding} aria-busy={adding}>
          {t('coupons.add')}
        </button>
      </div>
    </form>
  );
}
