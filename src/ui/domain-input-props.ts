/**
 * What a field holding a domain name or an auth code tells the browser and the phone's keyboard
 * (issue 23): no spelling marks, no capital first letter and no autocorrection (a domain is not a
 * word, and `Example.sk` or a "corrected" auth code would only need fixing again), no autofill.
 */
export const domainInputProps = {
  spellCheck: false,
  autoCapitalize: 'off',
  autoCorrect: 'off',
  autoComplete: 'off',
} as const;
