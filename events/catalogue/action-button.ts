/**
 * The generic action button (spec §7, contract §1.8, decision 020): an element of the host page or
 * of server-provided markup marked `data-host="action"` whose data attributes give the method, the
 * URL and the action. A click is the intent; the button call's outcome is told by one fact per
 * action (file saved, components reloaded, modal opened, leaving the app), then the call's end.
 */
import * as z from 'zod/mini';
import { AppError } from '../app-error';
import { fact, intent, notFolded } from '../define';

export const actionButtonActions = [
  'download',
  'reload-components',
  'poll',
  'redirect',
  'reload',
  'modal',
  'flash',
] as const;
const ActionButtonAction = z.enum(actionButtonActions);

/** The components a `reload-components` button may name (`data-components`); others are ignored. */
export const reloadableComponents = ['cart', 'profiles', 'payment'] as const;

/** A button's configuration as its data attributes give it (`data-method`, `data-url`, …). */
export const ActionButtonConfig = z.object({
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  url: z.string().check(z.minLength(1)),
  action: ActionButtonAction,
  /** `data-components`, comma-separated; only read for `reload-components`. */
  components: z.array(z.string()),
});
export type ActionButtonConfig = z.infer<typeof ActionButtonConfig>;

const Button = { buttonId: z.string() };

export const actionButtonEvents = {
  /** Action buttons found on the page and wired (any number, during the host take-over's polling). */
  'action-button/found': fact(z.object({ buttonIds: z.array(z.string()) }), notFolded),
  /** A wired button was clicked; its configuration as read at the click. */
  'action-button/clicked': intent(z.object({ ...Button, ...ActionButtonConfig.shape }), notFolded),
  /** A click on a button whose attributes are not a valid configuration: nothing was sent. */
  'action-button/rejected': fact(
    z.object({ ...Button, reason: z.string(), attributes: z.record(z.string(), z.string()) }),
    notFolded,
  ),
  'action-button/call-started': fact(
    z.object({ ...Button, action: ActionButtonAction, url: z.string() }),
    notFolded,
  ),
  /** `download`: the reply's body was handed to the browser as a file (`saved` false without a port). */
  'action-button/file-saved': fact(
    z.object({ ...Button, fileName: z.string(), size: z.number(), type: z.string(), saved: z.boolean() }),
    notFolded,
  ),
  /** `reload-components`: the names the app reloaded, and those it does not know (ignored). */
  'action-button/components-reloaded': fact(
    z.object({ ...Button, reloaded: z.array(z.string()), ignored: z.array(z.string()) }),
    notFolded,
  ),
  /** `modal`: the reply's plain text shown in a modal dialog. */
  'action-button/modal-opened': fact(
    z.object({ ...Button, title: z.nullable(z.string()), text: z.string() }),
  ),
  /** The customer closed the modal (button, Escape). */
  'action-button/modal-closed': intent(z.object({})),
  /** `reload`: the page is reloaded. */
  'action-button/page-reloading': fact(z.object(Button), notFolded),
  /** Before issue 22; now `nav/redirect-refused`. Kept so older recordings still open in the console. */
  'action-button/redirect-refused': fact(z.object({ ...Button, url: z.string() }), notFolded),
  'action-button/call-succeeded': fact(z.object({ ...Button, action: ActionButtonAction }), notFolded),
  /** The call failed: its error is shown as a general message. */
  'action-button/call-failed': fact(z.object({ ...Button, action: ActionButtonAction, error: AppError })),
};
