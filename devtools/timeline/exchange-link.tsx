/**
 * The way from one side of an API call to the other in the event detail: a request names its reply
 * ("Reply: event #42") and a reply its request ("Request: event #40"), as buttons that select the
 * other event (read it, never travel). A request without a reply, or a reply whose request is not
 * in the session, says so.
 */
import { useTranslation } from 'react-i18next';
import type { AppEvent } from '../../events/envelope';
import type { Exchange } from './exchanges';
import { isReply } from './request-index';

export function ExchangeLink({
  event,
  exchange,
  onSelect,
}: {
  event: AppEvent;
  exchange: Exchange | null;
  onSelect: (seq: number) => void;
}) {
  const { t } = useTranslation();
  let partner: { seq: number; label: string } | null = null;
  let missing = '';
  if (event.type === 'api/requested') {
    const reply = exchange?.reply;
    if (reply) partner = { seq: reply.seq, label: t('devtools.exchange.reply_link', { seq: reply.seq }) };
    else missing = t('devtools.exchange.no_reply');
  } else if (isReply(event)) {
    const request = exchange?.request;
    if (request)
      partner = { seq: request.seq, label: t('devtools.exchange.request_link', { seq: request.seq }) };
    else missing = t('devtools.exchange.no_request');
  } else return null;
  return (
    <p className="developer__exchange-link" data-testid="exchange-link">
      {partner ? (
        <button type="button" onClick={() => onSelect(partner.seq)}>
          {partner.label}
        </button>
      ) : (
        missing
      )}
    </p>
  );
}
