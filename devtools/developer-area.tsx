/**
 * The developer area (`/developer`, development builds only, spec §2): dashboard, state, config and
 * components views over the live log. Recording is always on: the log is the recording. Replay,
 * time travel and export are issue 5.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { Link, Route, Switch } from 'wouter';
import { useServices } from '../src/app/services';

export default function DeveloperArea() {
  return (
    <section className="developer" aria-label="Developer area">
      <nav aria-label="Developer sections">
        <Link href="/">Dashboard</Link> <Link href="/state">State</Link> <Link href="/config">Config</Link>{' '}
        <Link href="/components">Components</Link>
      </nav>
      <Switch>
        <Route path="/" component={Dashboard} />
        <Route path="/state" component={StateView} />
        <Route path="/config" component={ConfigView} />
        <Route path="/components/:component?" component={ComponentsView} />
      </Switch>
    </section>
  );
}

function Dashboard() {
  useSignals();
  const { store } = useServices();
  const state = store.state.value;
  const events = store.log.all();
  return (
    <div>
      <h1>Dashboard</h1>
      <p data-testid="event-count">{events.length} events recorded</p>
      <ol className="developer__events">
        {events.slice(-50).map((e) => (
          <li key={e.seq}>
            #{e.seq} +{e.at} ms <code>{e.type}</code>
          </li>
        ))}
      </ol>
      <p hidden>{JSON.stringify(state.nav)}</p>
    </div>
  );
}

function StateView() {
  useSignals();
  const { store } = useServices();
  return (
    <div>
      <h1>State</h1>
      <pre>{JSON.stringify(store.state.value, null, 2)}</pre>
    </div>
  );
}

function ConfigView() {
  const { config } = useServices();
  return (
    <div>
      <h1>Config</h1>
      <pre>{JSON.stringify(config, null, 2)}</pre>
    </div>
  );
}

function ComponentsView({ params }: { params: { component?: string } }) {
  return (
    <div>
      <h1>Components</h1>
      <p>{params.component ?? 'all'}</p>
    </div>
  );
}
