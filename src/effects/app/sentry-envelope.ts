/**
 * Writes a Sentry envelope (decision 082): a header line, then each item as its header line and its
 * payload, with the payload's length in UTF-8 bytes. Only what error reporting sends: one event and,
 * optionally, the session file as an attachment. A few dozen lines instead of the Sentry SDK, which
 * would add tens of kB gzip and global handlers of its own (figures: decision 082).
 */

interface EnvelopeAttachment {
  filename: string;
  contentType: string;
  data: string;
}

export interface EnvelopeInput {
  eventId: string;
  /** ISO time the envelope is written. */
  sentAt: string;
  dsn: string;
  /** The event's JSON payload (event_id included). */
  event: Readonly<Record<string, unknown>>;
  attachment?: EnvelopeAttachment;
}

const encoder = new TextEncoder();

/** Bytes of a text in UTF-8, as the envelope's `length` and Sentry's size limits count them. */
export function utf8Bytes(text: string): number {
  return encoder.encode(text).length;
}

export function sentryEnvelope({ eventId, sentAt, dsn, event, attachment }: EnvelopeInput): string {
  const event_ = JSON.stringify(event);
  const lines = [
    JSON.stringify({ event_id: eventId, sent_at: sentAt, dsn }),
    JSON.stringify({ type: 'event', length: utf8Bytes(event_) }),
    event_,
  ];
  if (attachment)
    lines.push(
      JSON.stringify({
        type: 'attachment',
        length: utf8Bytes(attachment.data),
        filename: attachment.filename,
        content_type: attachment.contentType,
        attachment_type: 'event.attachment',
      }),
      attachment.data,
    );
  return `${lines.join('\n')}\n`;
}

/** A new event id: 32 lowercase hex digits (a UUID v4 without dashes), as Sentry wants it. */
export function newEventId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
