/**
 * The hosting migration recap (spec §2): whether help was asked for and the names of the uploaded
 * invoices, when the promotion applies and files were uploaded.
 */
import { useTranslation } from 'react-i18next';
import type { Cart } from '../../../../events/contract/cart';

export function MigrationRecap({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const promotion = cart.migrationPromotion;
  if (!promotion?.applicable || promotion.uploadedFiles.length === 0) return null;
  return (
    <section className="migration-recap" aria-labelledby="migration-recap-title">
      <h3 id="migration-recap-title">{t('recapitulation.migration')}</h3>
      {promotion.needAssistance !== null && (
        <p>
          {t(
            promotion.needAssistance ? 'recapitulation.migration.assisted' : 'recapitulation.migration.self',
          )}
        </p>
      )}
      <ul className="migration-recap__files">
        {promotion.uploadedFiles.map((file) => (
          <li key={file.serverFileName}>{file.clientFileName}</li>
        ))}
      </ul>
    </section>
  );
}
