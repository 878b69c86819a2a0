/**
 * Bank transfer details of a finished order (contract §2.8, §7 row 3): amount, IBAN, SWIFT,
 * account number, payment reference, due date and invoice, and the PAY by square QR code when the
 * provider sent one. The QR code is a data: URL shown as an image, never as markup.
 */
import { useTranslation } from 'react-i18next';
import type { TransferPaymentDetails } from '../../../events/contract/payment';
import { useServices } from '../../app/services';
import { formatPrice } from '../../i18n/format';
import { formatDate } from '../../i18n/format-date';

/** Only raster or SVG images given inline may be shown (an SVG in <img> runs no script). */
function isImageDataUrl(value: string): boolean {
  return /^data:image\/(png|gif|jpeg|webp|svg\+xml)(;[\w=-]+)*,/.test(value);
}

export function TransferDetails({ details }: { details: TransferPaymentDetails | null }) {
  const { t } = useTranslation();
  const { locale } = useServices();
  if (!details) return <p className="message message--warning">{t('thank_you.transfer.missing')}</p>;
  const rows: [string, string | null][] = [
    ['thank_you.transfer.amount', formatPrice(details.amount, details.currency, locale)],
    ['thank_you.transfer.iban', details.iban],
    ['thank_you.transfer.swift', details.swift],
    ['thank_you.transfer.account_number', details.accountNumber],
    ['thank_you.transfer.variable_symbol', details.variableSymbol],
    ['thank_you.transfer.due_date', details.dueDate ? formatDate(details.dueDate, locale) : null],
    ['thank_you.transfer.invoice', details.invoiceId],
  ];
  return (
    <div className="transfer-details">
      <dl className="transfer-details__list">
        {rows
          .filter((row): row is [string, string] => row[1] !== null && row[1] !== '')
          .map(([label, value]) => (
            <div key={label} className="transfer-details__row">
              <dt>{t(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {details.qrCode && isImageDataUrl(details.qrCode) && (
        <figure className="transfer-details__qr">
          <img src={details.qrCode} alt={t('thank_you.transfer.qr_alt')} width={200} height={200} />
          <figcaption>{t('thank_you.transfer.qr_code')}</figcaption>
        </figure>
      )}
    </div>
  );
}
