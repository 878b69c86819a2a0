/**
 * The migration files with their upload status (idle, uploading, uploaded, failed): an uploaded
 * file can be removed (E26), a failed or refused one dismissed. File names are shown as text.
 */
import { useTranslation } from 'react-i18next';
import type { MigrationFileRow } from '../../../../projections/migration/selectors';
import { useDispatch } from '../../../app/services';

export function MigrationFileList({ files }: { files: readonly MigrationFileRow[] }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  if (files.length === 0) return null;
  return (
    <ul className="migration__files" aria-label={t('migration.files')}>
      {files.map((f) => (
        <li key={f.key} className={`migration__file migration__file--${f.status}`}>
          <span className="migration__file-name">{f.name}</span>
          <span className="migration__file-status">{t(`migration.status.${f.status}`)}</span>
          {f.status === 'uploading' && (
            <progress className="migration__progress" aria-label={t('migration.status.uploading')} />
          )}
          {f.error && (
            <span className="migration__file-error">{t(f.error.translationKey, f.error.values ?? {})}</span>
          )}
          {f.serverFileName !== null && f.status === 'uploaded' && (
            <button
              type="button"
              className="link-button"
              disabled={f.removing}
              aria-label={t('migration.remove', { name: f.name })}
              onClick={() =>
                dispatch('migration/file-remove-requested', { serverFileName: f.serverFileName ?? '' })
              }
            >
              {t('common.remove')}
            </button>
          )}
          {f.status === 'failed' && f.uploadId !== null && (
            <button
              type="button"
              className="link-button"
              aria-label={t('migration.dismiss', { name: f.name })}
              onClick={() => dispatch('migration/upload-dismissed', { uploadId: f.uploadId ?? '' })}
            >
              {t('common.remove')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
