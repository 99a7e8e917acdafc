import { createContext, useContext, type Context } from 'react';

/**
 * A context a provider must supply, and its hook, which says where it belongs when used outside it:
 * `const [SidebarContext, useSidebar] = requiredContext<SidebarState>('useSidebar', 'SidebarLayout')`.
 */
export function requiredContext<T>(hook: string, provider: string): [Context<T | null>, () => T] {
  const RequiredContext = createContext<T | null>(null);
  const useRequiredContext = (): T => {
    const state = useContext(RequiredContext);
    if (!state) throw new Error(`${hook} must be used inside a ${provider}`);
    return state;
  };
  return [RequiredContext, useRequiredContext];
}
