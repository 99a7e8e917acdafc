import { createSlice } from '@reduxjs/toolkit';
import { makeStore, rootReducer } from '../store';
import { sessionResolved, selectAuthStatus, selectUser } from '../../auth/auth-slice';

describe('makeStore', () => {
  it('starts in "checking" and records the resolved session', () => {
    const store = makeStore();
    expect(selectAuthStatus(store.getState())).toBe('checking');
    store.dispatch(sessionResolved({ id: 'u1', email: 'sam@northwind.test' }));
    expect(selectAuthStatus(store.getState())).toBe('signedIn');
    expect(selectUser(store.getState())).toEqual({ id: 'u1', email: 'sam@northwind.test' });
    store.dispatch(sessionResolved(null));
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
  });

  it('gives each call a fresh store', () => {
    const a = makeStore();
    a.dispatch(sessionResolved({ id: 'u1', email: 'a@b.c' }));
    expect(selectAuthStatus(makeStore().getState())).toBe('checking');
  });

  it('lets a feature inject its slice into the shared root reducer', () => {
    const counter = createSlice({
      name: 'featureCounter',
      initialState: { value: 0 },
      reducers: { bump: (s) => void (s.value += 1) },
    });
    const withCounter = rootReducer.inject(counter);
    const store = makeStore();
    store.dispatch(counter.actions.bump());
    expect(withCounter.selector((state) => state.featureCounter)(store.getState())).toEqual({ value: 1 });
    expect(store.getState()).toHaveProperty('api');
  });
});
