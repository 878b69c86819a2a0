/**
 * Minimal valid wire payloads for the API client tests. Kept here (not fixtures/) so these tests
 * do not depend on the mock provider.
 */
export const cartItem = {
  id: 'c1a9',
  code: 'domain-register',
  name: '.sk doména',
  period: 12,
  prolongPeriod: 12,
  prolongPrice: 12.9,
  sellType: 'direct',
  properties: { domain: 'example.sk', tld: 'sk' },
  options: { period: [{ period: 12, price: 9.9, onlyCardPayment: false }] },
  price: { vatExcluded: 9.9, discountReason: null, originalPrice: null },
  coupon: null,
  mandatoryEditableProperties: ['domain'],
  optionalEditableProperties: [],
  licenses: null,
  isDisabled: false,
  analytics: {
    id: 'domain-register',
    name: '.sk doména',
    categories: ['domains'],
    brand: 'ws',
    price: 9.9,
    quantity: 1,
    affiliation: 'sk-ws',
    coupon: null,
  },
};

export const cart = {
  uuid: 'cart-1',
  items: [cartItem],
  summary: {
    count: 1,
    price: { vatExcluded: 9.9, vatIncluded: 11.88, vatOnly: 1.98, vatPercentage: 20 },
    discount: 0,
    currency: { name: 'EUR', symbol: '€' },
    coupons: [],
  },
  billingProfile: null,
  domainProfile: null,
  domainProfileRequired: true,
  consent3rdBilling: false,
  consent3rdDomain: false,
  consentThirdPartyRequired: false,
  termsAndConditionsConsent: false,
  thirdPartyConsent: false,
  paymentOption: null,
  note: null,
  migrationPromotion: { applicable: true, needAssistance: null, uploadedFiles: [] },
  donation: null,
  user: null,
};

export const billingProfile = {
  id: 7,
  userId: 3,
  type: 'personal',
  name: 'Jana Nováková',
  firstName: 'Jana',
  lastName: 'Nováková',
  street: 'Hlavná 1',
  street2: null,
  city: 'Bratislava',
  postalCode: '81101',
  countryCode: 'SK',
  email: 'jana@example.sk',
  emails: ['jana@example.sk'],
  phone: '+421901123456',
  invoiceDelivery: 'email',
};
export const billingInput = (({ id: _id, userId: _userId, ...rest }) => rest)(billingProfile);

export const domainProfile = {
  id: 9,
  userId: 3,
  type: 'personal',
  firstName: 'Jana',
  lastName: 'Nováková',
  street: 'Hlavná 1',
  street2: null,
  city: 'Bratislava',
  postalCode: '81101',
  countryCode: 'SK',
  email: 'jana@example.sk',
  emails: ['jana@example.sk'],
  phone: '+421901123456',
  billingProfileId: 7,
};
export const domainInput = (({ id: _id, userId: _userId, ...rest }) => rest)(domainProfile);

const offerPrice = { period: 12, actualPrice: 9.9, marketingPrice: 12.9 };
export const domainResult = (name: string) => ({
  name,
  tld: name.slice(name.indexOf('.') + 1),
  price: offerPrice,
  period: 12,
  availableForPurchase: true,
  error: null,
});

export const paymentGroup = {
  id: 'card',
  available: true,
  disable: false,
  paymentOptions: [
    {
      id: 'new-card',
      number: null,
      cardName: null,
      issuer: null,
      expiryAt: null,
      errors: [],
      isDisabled: false,
      recurrence: true,
      recurrenceState: null,
      recurrenceCanBeChanged: true,
      credit: null,
      oldOtpBank: false,
    },
  ],
};

export const user = { id: 3, login: 'jana', customerType: 'existing', emails: ['jana@example.sk'] };

export const crossSellItem = {
  uid: 'x1',
  name: 'SSL',
  code: 'ssl',
  sellType: 'direct',
  cartItemToUpgradeId: null,
  reasonCartItemIds: ['c1a9'],
  voucherCode: null,
  defaultConfiguration: { period: 12, properties: { domain: 'example.sk' } },
  price: offerPrice,
};

export const tutorialProduct = {
  name: 'the-hosting',
  title: 'Hosting',
  description: 'Web hosting',
  locations: ['SK'],
  properties: { capacity: { options: [{ value: 10240, label: '10 GB' }] } },
  defaultConfiguration: { period: 12, capacity: { value: 10240 } },
  minPriceConfiguration: { period: 12, capacity: { value: 10240 } },
};

export const dedicatedServer = {
  uuid: 'srv-1',
  brand: 'Dell',
  cpuName: 'Xeon',
  cpuCores: 8,
  ram: 64,
  primaryDrives: '2x 1 TB NVMe',
  secondaryDrives: null,
  tag: null,
  prices: [{ period: 12, actualPrice: 100, marketingPrice: 120 }],
};

export const serviceOffer = { name: 'Monitoring', description: 'We watch your server', prices: [offerPrice] };
export const optionGroup = {
  name: 'os',
  label: 'Operating system',
  options: [{ value: 'debian', label: 'Debian' }],
};
export const contactForm = {
  uuid: 'srv-1',
  name: 'Jana',
  email: 'jana@example.sk',
  phone: '+421901123456',
  options: { os: 'debian' },
};
