/** The payment step's intent that becomes a cart command (decision 073): storing the choice (E15). */
import type { CartCommandRunners } from '../cart/command';

export const paymentCommands: CartCommandRunners = {
  'payment/option-save-requested': (event) => {
    const { request } = event.payload;
    return { name: 'set-payment-option', run: (api) => api.setPaymentOption(request) };
  },
};
