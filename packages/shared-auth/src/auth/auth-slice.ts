import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
export interface AuthUser {
  id: string;
  email: string;
}

export interface AuthState {
  /** "checking" until the auth service has reported its current session. */
  status: 'checking' | 'signedIn' | 'signedOut';
  user: AuthUser | null;
  error: string | null;
}

const initialState: AuthState = { status: 'checking', user: null, error: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionResolved(state, action: PayloadAction<AuthUser | null>) {
      state.status = action.payload ? 'signedIn' : 'signedOut';
      state.user = action.payload;
      state.error = null;
    },
    sessionCheckFailed(state, action: PayloadAction<string>) {
      state.status = 'signedOut';
      state.user = null;
      state.error = action.payload;
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectUser: (state) => state.user,
    selectAuthError: (state) => state.error,
  },
});

export const { sessionResolved, sessionCheckFailed } = authSlice.actions;
export const { selectAuthStatus, selectUser, selectAuthError } = authSlice.selectors;
