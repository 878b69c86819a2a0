/**
 * Button calls (contract §1.8): the generic action button's request, whose markup gives method,
 * URL and action. Each action reads its own kind of reply and ends in one outcome of a
 * discriminated union; flash messages come back on the Result either way. X-WITH-FLASH-MESSAGES
 * is sent unless the action is `reload` or `redirect`. The `poll` action polls the returned URL
 * here, so its outcome already carries the final `redirectTo`.
 */
import { match } from 'ts-pattern';
import * as z from 'zod/mini';
import type { actionButtonActions } from '../../../events/catalogue/action-button';
import { PollReply } from '../../../events/contract/requests';
import { fileNameOf } from '../content-disposition';
import { unparsableReply } from '../failures';
import type { Http } from '../http';
import type { Method } from '../request-spec';
import { ignoreBody, jsonReply } from '../replies';
import { failWith, succeed, type Result } from '../result';
import type { Poll } from './poll';

/** The actions a button's markup may configure (contract §1.8), as the event catalogue lists them. */
type ButtonAction = (typeof actionButtonActions)[number];

const PollUrlReply = z.object({ pollUrl: z.string() });
const ModalReply = z.object({ modal: z.object({ title: z.optional(z.string()), text: z.string() }) });

export interface ButtonCallRequest {
  method: Method;
  url: string;
  action: ButtonAction;
  body?: unknown;
  signal?: AbortSignal | undefined;
}

export type ButtonOutcome =
  | { action: 'download'; fileName: string; blob: Blob }
  | { action: 'reload-components' }
  | { action: 'poll'; pollUrl: string; redirectTo: string }
  | { action: 'redirect'; redirectTo: string }
  | { action: 'reload' }
  | { action: 'modal'; modal: { title?: string | undefined; text: string } }
  | { action: 'flash' };

export function createButtonCall(http: Http, poll: Poll) {
  return async function buttonCall(req: ButtonCallRequest): Promise<Result<ButtonOutcome>> {
    const spec = {
      base: 'absolute' as const,
      method: req.method,
      path: req.url,
      json: req.body,
      withFlash: req.action !== 'reload' && req.action !== 'redirect',
      signal: req.signal,
    };
    return match(req.action)
      .returnType<Promise<Result<ButtonOutcome>>>()
      .with('download', () => download(http, spec))
      .with('reload-components', 'reload', 'flash', async (action) => {
        const r = await http.call(spec, ignoreBody);
        return r.ok ? { ...r, value: { action } } : r;
      })
      .with('redirect', async () => {
        const r = await http.call(spec, jsonReply(PollReply));
        return r.ok ? { ...r, value: { action: 'redirect', redirectTo: r.value.redirectTo } } : r;
      })
      .with('modal', async () => {
        const r = await http.call(spec, jsonReply(ModalReply));
        return r.ok ? { ...r, value: { action: 'modal', modal: r.value.modal } } : r;
      })
      .with('poll', async () => {
        const r = await http.call(spec, jsonReply(PollUrlReply));
        if (!r.ok) return r;
        const polled = await poll(r.value.pollUrl, { signal: req.signal });
        const flash = [...r.flash, ...polled.flash];
        return polled.ok
          ? succeed(
              { action: 'poll', pollUrl: r.value.pollUrl, redirectTo: polled.value.redirectTo },
              polled.status,
              flash,
            )
          : failWith(polled.error, flash);
      })
      .exhaustive();
  };
}

async function download(http: Http, spec: Parameters<Http['open']>[0]): Promise<Result<ButtonOutcome>> {
  const opened = await http.open(spec);
  if (!opened.ok) return opened;
  const ex = opened.exchange;
  const fileName = fileNameOf(ex.response.headers.get('content-disposition'));
  let blob: Blob;
  try {
    const read = await ex.within(ex.response.blob());
    if (!read.ok) return read;
    blob = read.value;
  } catch (e) {
    return ex.failReading(e, spec.signal);
  }
  if (!fileName) {
    const error = unparsableReply(ex.status, 'download reply without a Content-Disposition file name');
    ex.fail(error);
    return failWith(error, ex.flash);
  }
  ex.respond({ file: { name: fileName, size: blob.size, type: blob.type } });
  return succeed({ action: 'download', fileName, blob }, ex.status, ex.flash);
}
