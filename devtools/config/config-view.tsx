/**
 * The config page: the app config in force (from `data-params`, recorded by `app/booted`), its
 * edit form for this browser session (config-editor.tsx) and the mock provider's fault controls
 * (fault-controls.tsx: several faults at once, each with method and path filters).
 */
import { useTranslation } from 'react-i18next';
import { useServices } from '../../src/app/services';
import { ConfigEditor } from './config-editor';
import { pageParams } from './config-override';
import { FaultControls } from '../faults/fault-controls';

export function ConfigView() {
  const { t } = useTranslation();
  const { config } = useServices();
  return (
    <div>
      <h1>{t('devtools.config.title')}</h1>
      <section aria-labelledby="developer-config-title">
        <h2 id="developer-config-title">{t('devtools.config.in_force')}</h2>
        <pre data-testid="config-json">{JSON.stringify(config, null, 2)}</pre>
      </section>
      <ConfigEditor storage={sessionStorage} page={pageParams(document)} reload={() => location.reload()} />
      <FaultControls />
    </div>
  );
}
