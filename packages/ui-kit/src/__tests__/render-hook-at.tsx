import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

/** Renders `useHook` in a router at `url`; `search()` is the URL's query after the hook's changes. */
export function renderHookAt<R>(url: string, useHook: () => R) {
  let search = '';
  const Probe = ({ children }: { children: ReactNode }) => {
    search = useLocation().search;
    return <>{children}</>;
  };
  const hook = renderHook(useHook, {
    wrapper: ({ children }) => (
      <MemoryRouter initialEntries={[url]}>
        <Probe>{children}</Probe>
      </MemoryRouter>
    ),
  });
  return { hook, search: () => search };
}
