import type { ReactNode } from 'react';
import { FullPageSpinner } from '@aide/ui-kit';
import { useAppSelector } from '../store/store';
import { selectAuthStatus } from '../auth/auth-slice';
import { StandaloneSignIn } from './standalone-sign-in';

export interface StandaloneRootProps {
  remoteName: string;
  children: ReactNode;
}

/** What a remote's own page renders: a dev sign-in until there is a session, then the remote's App. */
export function StandaloneRoot({ remoteName, children }: StandaloneRootProps) {
  const status = useAppSelector(selectAuthStatus);
  if (status === 'checking') return <FullPageSpinner message="Checking authentication..." />;
  if (status === 'signedOut') return <StandaloneSignIn remoteName={remoteName} />;
  return <>{children}</>;
}
