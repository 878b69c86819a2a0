/**
 * The ui slice: the side panel, the item drawer, and the login and logout redirects.
 */
export interface UiState {
  sidePanel: 'hidden' | 'login';
  drawer: { itemId: string; saving: boolean } | null;
  /** The login button was pressed and the browser is being sent to the login page. */
  login: 'idle' | 'redirecting';
  /** Logout was pressed and the browser is being sent to the login service to log out. */
  logout: 'idle' | 'redirecting';
}

export const initialUiState: UiState = { sidePanel: 'hidden', drawer: null, login: 'idle', logout: 'idle' };
