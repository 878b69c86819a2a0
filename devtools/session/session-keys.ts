/**
 * The sessionStorage keys the console hands to the next page load with: the edited config of the
 * browser session and a pending live re-run. A module of its own so boot can look for them
 * without loading the code that reads them.
 */
export const CONFIG_OVERRIDE_KEY = 'devtools:config-override';
export const RERUN_KEY = 'devtools:rerun';
