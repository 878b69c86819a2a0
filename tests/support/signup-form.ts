/**
 * A Slovak customer's sign-up form as typed (sk-ws, workflow 1, a personal account): the values the
 * sign-up's provider tests and the error report's test send, in one place.
 */
export const JANA_SIGNUP_MAIN = {
  type: 'personal',
  firstName: 'Jana',
  lastName: 'Nová',
  login: 'jana.nova',
  email: 'jana@example.sk',
  emails: 'jana@example.sk',
  phone: '+421901123456',
  street: 'Hlavná 1',
  city: 'Bratislava',
  postalCode: '81101',
  countryCode: 'SK',
  terms: true,
};
