import { Route } from 'react-router-dom';
import { RouteGuard, type RouteGuardProps } from '../auth/route-guard';

/** A stand-in page at `path` behind the RouteGuard: it shows `text` once the guard lets the visitor in. */
export function guardedRoute(path: string, text: string, guard: Omit<RouteGuardProps, 'children'> = {}) {
  return (
    <Route
      path={path}
      element={
        <RouteGuard {...guard}>
          <p>{text}</p>
        </RouteGuard>
      }
    />
  );
}
