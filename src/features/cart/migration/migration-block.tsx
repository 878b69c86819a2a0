/**
 * The hosting migration promotion block (spec §2, §4), shown when the promotion applies: a checkbox
 * opens it (open by itself when files exist), then the assistance choice and the invoice uploads.
 * Closing it clears the answer and removes the files; the effects do that work.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { migrationView } from '../../../../projections/migration/selectors';
import { useDispatch } from '../../../app/services';
import { sameValue } from '../../../../projections/shared/same-value';
import { useAppSelector } from '../../../app/use-app-selector';
import { MessagesRegion } from '../../../ui/messages-region';
import { SectionToggle } from '../section-toggle';
import { AssistanceChoice } from './assistance-choice';
import { MigrationFileList } from './migration-file-list';
import { MigrationFilePicker } from './migration-file-picker';

export function MigrationBlock() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const bodyId = useId();
  const view = useAppSelector(migrationView, sameValue);
  if (!view) return null;
  return (
    <section className="migration">
      <SectionToggle
        label={t('migration.toggle')}
        open={view.open}
        controls={bodyId}
        onToggle={(open) => dispatch('migration/block-toggled', { open })}
      />
      {view.open && (
        <div id={bodyId} className="migration__body">
          <p>{t('migration.text')}</p>
          <AssistanceChoice value={view.assistance} />
          <MigrationFilePicker />
          <MigrationFileList files={view.files} />
          <MessagesRegion path="uploadedFiles" />
        </div>
      )}
    </section>
  );
}
