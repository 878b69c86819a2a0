/**
 * Main API, cart family E5–E27 (contract §4), as declared in events/contract/endpoints/cart.ts:
 * [cart] endpoints always send `?cart=true` and read the whole updated Cart (E12: with `newItems`);
 * [cart-always] endpoints answer a Cart anyway. Request bodies are sent as given: trimming the note,
 * choosing what changed, throttling and queueing are the effects' business, not the client's.
 */
import type { UploadedFile } from '../../../events/contract/cart';
import { cartApi as d } from '../../../events/contract/endpoints/cart';
import type { RequestBody } from '../../../events/contract/endpoints/endpoint';
import type { PaymentRequest } from '../../../events/contract/payment';
import type {
  AddItemRequest,
  DonationRequest,
  UpdateItemRequest,
  UpgradeItemRequest,
} from '../../../events/contract/requests';
import { callDeclared as call } from '../declared-request';
import type { CallOptions, Http } from '../http';
import type { Result } from '../result';

export interface PropertyOptionsQuery {
  code: string;
  property: string;
  cartItemId?: string | undefined;
}
export type HostingTutorialRecord = RequestBody<typeof d.recordHostingTutorial>;
export interface UploadOptions extends CallOptions {
  /** Defaults to the File's own name, else 'invoice'. */
  fileName?: string;
  /**
   * Upload progress in [0, 1]. fetch exposes no upload progress, so this reports 0 when the upload
   * starts and 1 when the server has accepted the file; nothing in between.
   */
  onProgress?: (fraction: number) => void;
}

export function cartEndpoints(http: Http) {
  return {
    /** E5 — creates an empty cart when the session has none. */
    getCart: (o: CallOptions = {}) => call(http, d.getCart, {}, o),
    /** E6 */
    reloadConfiguration: (o: CallOptions = {}) => call(http, d.reloadConfiguration, {}, o),
    /** E7 — before a logged-in user leaves the cart step. */
    validateItems: (o: CallOptions = {}) => call(http, d.validateItems, {}, o),
    /** E8 — the main and the discounted domain registration. */
    addBundle: (items: readonly [AddItemRequest, AddItemRequest], o: CallOptions = {}) =>
      call(http, d.addBundle, { json: { items: [...items] } }, o),
    /** E9 */
    addItem: (item: AddItemRequest, o: CallOptions = {}) => call(http, d.addItem, { json: item }, o),
    /** E10 — only changed fields. */
    updateItem: (id: string, changes: UpdateItemRequest, o: CallOptions = {}) =>
      call(http, d.updateItem, { params: { id }, json: changes }, o),
    /** E11 */
    removeItem: (id: string, o: CallOptions = {}) => call(http, d.removeItem, { params: { id } }, o),
    /** E12 — `id` is the item to upgrade (cartItemToUpgradeId); the reply has `newItems`. */
    upgradeItem: (id: string, upgrade: UpgradeItemRequest, o: CallOptions = {}) =>
      call(http, d.upgradeItem, { params: { id }, json: upgrade }, o),
    /** E13 */
    setNote: (note: string, o: CallOptions = {}) => call(http, d.setNote, { json: { note } }, o),
    /** E14 */
    deleteNote: (o: CallOptions = {}) => call(http, d.deleteNote, {}, o),
    /** E15 (auth: user) */
    setPaymentOption: (payment: PaymentRequest, o: CallOptions = {}) =>
      call(http, d.setPaymentOption, { json: payment }, o),
    /** E16 (auth: user) */
    setBillingProfile: (billingProfileId: number, o: CallOptions = {}) =>
      call(http, d.setBillingProfile, { json: { billingProfileId } }, o),
    /** E17 (auth: user) */
    setDomainProfile: (domainProfileId: number, o: CallOptions = {}) =>
      call(http, d.setDomainProfile, { json: { domainProfileId } }, o),
    /** E18 */
    addCoupon: (code: string, o: CallOptions = {}) => call(http, d.addCoupon, { json: { code } }, o),
    /** E19 */
    removeCoupon: (code: string, o: CallOptions = {}) => call(http, d.removeCoupon, { params: { code } }, o),
    /** E20 — a round-up version or a custom amount. */
    setDonation: (donation: DonationRequest, o: CallOptions = {}) =>
      call(http, d.setDonation, { json: donation }, o),
    /** E21 */
    removeDonation: (o: CallOptions = {}) => call(http, d.removeDonation, {}, o),
    /** E22 */
    getItemPropertyOptions: (q: PropertyOptionsQuery, o: CallOptions = {}) =>
      call(
        http,
        d.getItemPropertyOptions,
        { query: { code: q.code, property: q.property, cartItemId: q.cartItemId } },
        o,
      ),
    /** E23 */
    getCrossSell: (o: CallOptions = {}) => call(http, d.getCrossSell, {}, o),
    /** E24 → 204 */
    recordHostingTutorial: (record: HostingTutorialRecord, o: CallOptions = {}) =>
      call(http, d.recordHostingTutorial, { json: record }, o),
    /** E25 (null = block closed) */
    setMigrationAssistance: (assistance: boolean | null, o: CallOptions = {}) =>
      call(http, d.setMigrationAssistance, { json: { assistance } }, o),
    /** E26 → 204 (the caller then reloads the cart). */
    deleteMigrationFile: (serverFileName: string, o: CallOptions = {}) =>
      call(http, d.deleteMigrationFile, { params: { file: serverFileName } }, o),
    /** E27, multipart, one file in the part `invoice` → 201 UploadedFile. */
    uploadMigrationFile: async (file: Blob, o: UploadOptions = {}): Promise<Result<UploadedFile>> => {
      const fileName = o.fileName ?? (file instanceof File && file.name ? file.name : 'invoice');
      o.onProgress?.(0);
      const result = await call(
        http,
        d.uploadMigrationFile,
        { files: [{ name: 'invoice', file, fileName }] },
        o,
      );
      if (result.ok) o.onProgress?.(1);
      return result;
    },
  };
}
