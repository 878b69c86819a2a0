/**
 * Reads a Sentry DSN (`https://{key}@{host}/{projectId}`, config `sentryDsn`, decision 082) into the
 * address its envelopes go to: `{host}/api/{projectId}/envelope/` with the key and protocol version
 * in the query (`sentry_key`, `sentry_version=7`), so the browser sends a simple request and no
 * preflight. GlitchTip and Bugsink take the same address.
 */

export interface SentryTarget {
  /** The DSN as configured: envelope headers carry it. */
  dsn: string;
  /** Where envelopes are POSTed, key and version included. */
  envelopeUrl: string;
}

const SENTRY_PROTOCOL_VERSION = 7;

/** The envelope address of a DSN, or null when the text is not one. */
export function sentryTarget(dsn: string): SentryTarget | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  const path = url.pathname.split('/').filter((part) => part !== '');
  const projectId = path.pop();
  if (!/^https?:$/.test(url.protocol) || url.username === '' || !projectId || !/^\d+$/.test(projectId))
    return null;
  const prefix = path.map((part) => `/${part}`).join('');
  const query = `sentry_key=${encodeURIComponent(url.username)}&sentry_version=${SENTRY_PROTOCOL_VERSION}`;
  return { dsn, envelopeUrl: `${url.origin}${prefix}/api/${projectId}/envelope/?${query}` };
}
