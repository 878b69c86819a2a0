/**
 * Main API, cart family E5–E27 (contract §4). [cart] endpoints always send `?cart=true` and read the
 * whole updated Cart (E12: with `newItems`); [cart-always] endpoints answer a Cart anyway. Request
 * bodies are sent as given: trimming the note, choosing what changed, throttling and queueing are
 * the effects' business, not the client's.
 */
import * as z from 'zod/mini';
import { Cart, CartWithNewItems, UploadedFile } from '../../../events/contract/cart';
import { CrossSellResponse, PropertyOption } from '../../../events/contract/offers';
import type { PaymentRequest } from '../../../events/contract/payment';
import type {
  AddItemRequest,
  DonationRequest,
  UpdateItemRequest,
  UpgradeItemRequest,
} from '../../../events/contract/requests';
import { main, type CallOptions, type Http } from '../http';
import { cartReply, ignoreBody, jsonReply } from '../replies';
import type { Result } from '../result';

const cartFlag = { cart: 'true' } as const;

export interface PropertyOptionsQuery {
  code: string;
  property: string;
  cartItemId?: string | undefined;
}
export interface HostingTutorialRecord {
  noHostingSelected: boolean;
  skipped: boolean;
}
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
  const cart = cartReply(Cart);
  return {
    /** E5 GET /cart — creates an empty cart when the session has none. */
    getCart: (o: CallOptions = {}) => http.call(main('GET', '/cart', o), cart),
    /** E6 GET /cart/reload-configuration?cart=true */
    reloadConfiguration: (o: CallOptions = {}) =>
      http.call(main('GET', '/cart/reload-configuration', o, { query: cartFlag }), cart),
    /** E7 GET /cart/items/validate — before a logged-in user leaves the cart step. */
    validateItems: (o: CallOptions = {}) => http.call(main('GET', '/cart/items/validate', o), cart),
    /** E8 POST /cart/bundle — the main and the discounted domain registration. */
    addBundle: (items: readonly [AddItemRequest, AddItemRequest], o: CallOptions = {}) =>
      http.call(main('POST', '/cart/bundle', o, { json: { items } }), cart),
    /** E9 POST /cart/items */
    addItem: (item: AddItemRequest, o: CallOptions = {}) =>
      http.call(main('POST', '/cart/items', o, { json: item }), cart),
    /** E10 PATCH /cart/items/{id} — only changed fields. */
    updateItem: (id: string, changes: UpdateItemRequest, o: CallOptions = {}) =>
      http.call(main('PATCH', '/cart/items/{id}', o, { params: { id }, json: changes }), cart),
    /** E11 DELETE /cart/items/{id} */
    removeItem: (id: string, o: CallOptions = {}) =>
      http.call(main('DELETE', '/cart/items/{id}', o, { params: { id } }), cart),
    /** E12 POST /cart/items/{id}/upgrade?cart=true — `id` is the item to upgrade (cartItemToUpgradeId). */
    upgradeItem: (id: string, upgrade: UpgradeItemRequest, o: CallOptions = {}) =>
      http.call(
        main('POST', '/cart/items/{id}/upgrade', o, { params: { id }, query: cartFlag, json: upgrade }),
        cartReply(CartWithNewItems),
      ),
    /** E13 PUT /cart/note?cart=true */
    setNote: (note: string, o: CallOptions = {}) =>
      http.call(main('PUT', '/cart/note', o, { query: cartFlag, json: { note } }), cart),
    /** E14 DELETE /cart/note?cart=true */
    deleteNote: (o: CallOptions = {}) =>
      http.call(main('DELETE', '/cart/note', o, { query: cartFlag }), cart),
    /** E15 PUT /cart/payment-option?cart=true (auth: user) */
    setPaymentOption: (payment: PaymentRequest, o: CallOptions = {}) =>
      http.call(main('PUT', '/cart/payment-option', o, { query: cartFlag, json: payment }), cart),
    /** E16 PUT /cart/billing-profile?cart=true (auth: user) */
    setBillingProfile: (billingProfileId: number, o: CallOptions = {}) =>
      http.call(
        main('PUT', '/cart/billing-profile', o, { query: cartFlag, json: { billingProfileId } }),
        cart,
      ),
    /** E17 PUT /cart/domain-profile?cart=true (auth: user) */
    setDomainProfile: (domainProfileId: number, o: CallOptions = {}) =>
      http.call(main('PUT', '/cart/domain-profile', o, { query: cartFlag, json: { domainProfileId } }), cart),
    /** E18 PUT /cart/coupon?cart=true */
    addCoupon: (code: string, o: CallOptions = {}) =>
      http.call(main('PUT', '/cart/coupon', o, { query: cartFlag, json: { code } }), cart),
    /** E19 DELETE /cart/coupon/{code}?cart=true */
    removeCoupon: (code: string, o: CallOptions = {}) =>
      http.call(main('DELETE', '/cart/coupon/{code}', o, { params: { code }, query: cartFlag }), cart),
    /** E20 PUT /cart/donation?cart=true — a round-up version or a custom amount. */
    setDonation: (donation: DonationRequest, o: CallOptions = {}) =>
      http.call(main('PUT', '/cart/donation', o, { query: cartFlag, json: donation }), cart),
    /** E21 DELETE /cart/donation?cart=true */
    removeDonation: (o: CallOptions = {}) =>
      http.call(main('DELETE', '/cart/donation', o, { query: cartFlag }), cart),
    /** E22 GET /cart/items/properties?code&property[&cartItemId] */
    getItemPropertyOptions: (q: PropertyOptionsQuery, o: CallOptions = {}) =>
      http.call(
        main('GET', '/cart/items/properties', o, {
          query: { code: q.code, property: q.property, cartItemId: q.cartItemId },
        }),
        jsonReply(z.array(PropertyOption)),
      ),
    /** E23 GET /cart/x-sell-up-sell */
    getCrossSell: (o: CallOptions = {}) =>
      http.call(main('GET', '/cart/x-sell-up-sell', o), jsonReply(CrossSellResponse)),
    /** E24 PATCH /cart/hosting-tutorial-record → 204 */
    recordHostingTutorial: (record: HostingTutorialRecord, o: CallOptions = {}) =>
      http.call(main('PATCH', '/cart/hosting-tutorial-record', o, { json: record }), ignoreBody),
    /** E25 PUT /promotion-for-migration/need-assistance?cart=true (null = block closed) */
    setMigrationAssistance: (assistance: boolean | null, o: CallOptions = {}) =>
      http.call(
        main('PUT', '/promotion-for-migration/need-assistance', o, { query: cartFlag, json: { assistance } }),
        cart,
      ),
    /** E26 DELETE /promotion-for-migration/{file} → 204 (the caller then reloads the cart). */
    deleteMigrationFile: (serverFileName: string, o: CallOptions = {}) =>
      http.call(
        main('DELETE', '/promotion-for-migration/{file}', o, { params: { file: serverFileName } }),
        ignoreBody,
      ),
    /** E27 POST /promotion-for-migration, multipart, one file in the part `invoice` → 201 UploadedFile. */
    uploadMigrationFile: async (
      file: Blob,
      o: UploadOptions = {},
    ): Promise<Result<z.output<typeof UploadedFile>>> => {
      const fileName = o.fileName ?? (file instanceof File && file.name ? file.name : 'invoice');
      o.onProgress?.(0);
      const result = await http.call(
        main('POST', '/promotion-for-migration', o, {
          files: [{ name: 'invoice', file, fileName }],
          timeLimit: 'order',
        }),
        jsonReply(UploadedFile),
      );
      if (result.ok) o.onProgress?.(1);
      return result;
    },
  };
}
