/**
 * The invoice file input: several files at once, each checked before upload (JPEG or PDF, under
 * 5242880 bytes). An accepted File goes to the upload shelf and only its id, name, size and type
 * are logged (`migration/upload-requested`); a refused one is logged with its reason. The input is
 * emptied afterwards, so the same file can be chosen again.
 */
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from '../../../app/services';
import { uploadShelf } from '../../../shared/upload-shelf';
import { MIGRATION_FILE_TYPES, migrationFileRefusal } from '../../../validation/migration-file';

export function MigrationFilePicker() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const inputId = useId();
  const hintId = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    const checked = files.map((file) => ({ file, refusal: migrationFileRefusal(file) }));
    for (const { file, refusal } of checked) {
      if (refusal) continue;
      const uploadId = uploadShelf.put(file);
      dispatch('migration/upload-requested', { uploadId, name: file.name, size: file.size, type: file.type });
    }
    for (const { file, refusal } of checked) {
      if (!refusal) continue;
      const info = { uploadId: uploadShelf.nextId(), name: file.name, size: file.size, type: file.type };
      dispatch('migration/file-rejected', { ...info, error: refusal });
    }
    event.target.value = '';
  };
  return (
    <div className="field migration__picker">
      <label htmlFor={inputId}>{t('migration.upload.label')}</label>
      <input
        id={inputId}
        type="file"
        multiple
        accept={MIGRATION_FILE_TYPES.join(',')}
        aria-describedby={hintId}
        onChange={onChange}
      />
      <p id={hintId} className="field__hint">
        {t('migration.upload.hint', { limit: '5MB' })}
      </p>
    </div>
  );
}
