/**
 * The ui slice: the side panel, the item drawer, and the login and logout redirects.
 */
export interface UiState {
  sidePanel: 'hidden' | 'login';
  drawer: { itemId: string; saving: boolean } | null;
  /**
   * The login button was pressed (or a 401 asked) and the browser is being sent to the login page;
   * `stopped`: a 401's trip was refused by its bound (issue 30), the app stays and the button works.
   */
  login: 'idle' | 'redirecting' | 'stopped';
  /** Logout was pressed and the browser is being sent to the login service to log out. */
  logout: 'idle' | 'redirecting';
}

export const initialUiState: UiState = { sidePanel: 'hidden', drawer: null, login: 'idle', logout: 'idle' };
