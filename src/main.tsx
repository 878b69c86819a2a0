/**
 * Entry point of the bundle: boots the app on the current document, in stages (decision 071). One
 * static graph would be evaluated in one long task (about 100 ms on a phone's CPU) that blocks the
 * page while its loading indicator is on screen; here React DOM, the contract's schemas, the event
 * catalogue and then the rest are each evaluated in a task of their own, with the browser free to
 * paint and answer input in between. index.html preloads every stage (scripts/build/initial-chunks.mjs
 * counts the entry's own dynamic imports as the first load), so nothing waits on the network here.
 */
import './styles/index.css';
import { showLoadFailure } from './boot/load-failure';

/** Yields to the browser: what follows runs in a new task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The stages in turn; rejects when one of them cannot be loaded. */
async function loadStages(): Promise<typeof import('./boot/boot')> {
  await import('react-dom/client');
  await nextTask();
  await import('./boot/stages/contracts');
  await nextTask();
  await import('./boot/stages/catalogue');
  await nextTask();
  return import('./boot/boot');
}

async function start(): Promise<void> {
  let boot: (typeof import('./boot/boot'))['boot'];
  try {
    ({ boot } = await loadStages());
  } catch {
    // A stage that cannot be loaded says so, in the page's language, instead of loading forever.
    showLoadFailure(document);
    return;
  }
  await boot();
}

void start();
