import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { baseApi, useAppDispatch } from '@aide/shared-auth';

interface NylasOAuthMessage {
  type: 'nylas-oauth';
  success: boolean;
}

function isSuccessfulNylasOAuth(data: unknown): data is NylasOAuthMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as Partial<NylasOAuthMessage>).type === 'nylas-oauth' &&
    (data as Partial<NylasOAuthMessage>).success === true
  );
}

/**
 * Keeps the setup status fresh (SPEC §4): refetched after every route change (the user may just have
 * imported something) and when the mailbox-connection popup reports success. The message's origin is not
 * checked: the only effect is a harmless re-read of the status.
 */
export function useOnboardingStatusRefresh(): void {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);

  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    dispatch(baseApi.util.invalidateTags(['OnboardingStatus']));
  }, [pathname, dispatch]);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (isSuccessfulNylasOAuth(event.data)) dispatch(baseApi.util.invalidateTags(['OnboardingStatus']));
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [dispatch]);
}
