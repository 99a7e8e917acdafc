import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Assurance } from './assurance';

export interface AuthUser {
  id: string;
  email: string;
  /** A platform operator (their token says so): the shell offers the console. */
  operator?: boolean;
}

export interface AuthState {
  /** "checking" until the auth service has reported its current session. */
  status: 'checking' | 'signedIn' | 'signedOut';
  user: AuthUser | null;
  /** The session's assurance levels (null without a session). */
  assurance: Assurance | null;
  error: string | null;
}

const initialState: AuthState = { status: 'checking', user: null, assurance: null, error: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionResolved: {
      reducer(state, action: PayloadAction<{ user: AuthUser | null; assurance: Assurance | null }>) {
        const { user, assurance } = action.payload;
        state.status = user ? 'signedIn' : 'signedOut';
        state.user = user;
        state.assurance = user ? assurance : null;
        state.error = null;
      },
      // The session and its assurance change together, so the guard never sees one without the other.
      prepare: (user: AuthUser | null, assurance: Assurance | null = null) => ({
        payload: { user, assurance },
      }),
    },
    sessionCheckFailed(state, action: PayloadAction<string>) {
      state.status = 'signedOut';
      state.user = null;
      state.assurance = null;
      state.error = action.payload;
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectUser: (state) => state.user,
    selectAssurance: (state) => state.assurance,
    selectAuthError: (state) => state.error,
  },
});

export const { sessionResolved, sessionCheckFailed } = authSlice.actions;
export const { selectAuthStatus, selectUser, selectAssurance, selectAuthError } = authSlice.selectors;
