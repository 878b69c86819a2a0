/**
 * The request and reply headers that may be kept in the log and in what leaves the browser
 * (decision 037): the API client records only these (src/api/build-request.ts), and pseudonymising
 * drops any other that a recording or an imported session holds. `x-flash-messages` is not among
 * them: its messages are recorded parsed (`api/flash-received`) and pseudonymised there, and a raw
 * copy beside them would hold the very values its stand-ins hide.
 */
export const recordedHeaderNames = [
  'company',
  'language',
  'content-type',
  'x-with-flash-messages',
  'content-disposition',
] as const;

/** The reply header of flash messages (contract §1.8): never recorded raw. */
export const flashMessagesHeader = 'x-flash-messages';
