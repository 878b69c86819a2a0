/**
 * The name rule of a service (spec §5 "Mandatory settings", bounds), the one place it is written:
 * a VDC 3–70 word characters or hyphens, a VPS 5–64 lowercase letters or digits, and any other
 * service (a dedicated server among them) 2–125 letters or digits. The service-settings step, the
 * item drawer and the server inquiry's server name all use it.
 */
import { textStruct, type FieldStruct, type TextRule } from './field-rules';
import { messages } from './messages';

const serviceNameRules = {
  vdc: { min: 3, max: 70, pattern: /^[\w-]+$/, patternKey: messages.vdcName },
  vps: { min: 5, max: 64, pattern: /^[a-z0-9]+$/, patternKey: messages.vpsName },
  // Marks (\p{M}) too: a pasted `Ž` may come as Z plus a combining caron.
  server: { min: 2, max: 125, pattern: /^[\p{L}\p{M}\p{N}]+$/u, patternKey: messages.serverName },
} satisfies Record<string, Omit<TextRule, 'required'>>;

/** The required name of an item with this product code. */
export function serviceNameStruct(code: string): FieldStruct {
  const rule = code === 'vdc' || code === 'vps' ? serviceNameRules[code] : serviceNameRules.server;
  return textStruct('name', { ...rule, required: true });
}

/** The server name of the server inquiry (E53) and of its availability check (E56). */
export const serverNameStruct: FieldStruct = serviceNameStruct('server');
