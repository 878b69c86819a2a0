/**
 * Playwright global setup: serves the built app of each selected e2e project (dist-e2e-mock on 4601,
 * dist-e2e-real on 4602, dist-e2e-real-minimal on 4605) and, for `real`, the HTTP mock provider on 4603
 * (`real-minimal`: its minimal flavour on 4606); returns the teardown that
 * stops them all. The builds come from `node scripts/build-e2e.mjs` (run by npm run test:e2e/test).
 */
import { E2E_SETUPS } from '../../scripts/e2e-setups.mjs';
import { startStaticServer } from '../../scripts/serve.mjs';
import { isProjectSelected } from './selected-projects';
import { startProvider } from './start-provider';

type Stop = () => Promise<void>;

export default async function globalSetup(): Promise<Stop> {
  const stops: Stop[] = [];
  const teardown: Stop = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    for (const name of ['mock', 'real', 'real-minimal', 'dev'] as const) {
      // The failed-order report journey (`real`) opens its report in the development build.
      const needed = isProjectSelected(name) || (name === 'dev' && isProjectSelected('real'));
      if (!needed) continue;
      const setup = E2E_SETUPS[name];
      const server = await startStaticServer({ dir: setup.dir, port: setup.port, host: setup.host }).catch(
        (error: unknown) => {
          throw new Error(`${String(error)}\n(build the e2e set-ups with: node scripts/build-e2e.mjs)`);
        },
      );
      stops.push(server.close);
      if (name === 'real') stops.push(await startProvider());
      if (name === 'real-minimal') stops.push(await startProvider('minimal'));
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
