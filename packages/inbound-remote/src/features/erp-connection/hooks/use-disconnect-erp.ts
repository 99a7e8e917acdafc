import { useCallback } from 'react';
import { App } from '@aide/ui-kit';
import { useDisconnectErpMutation } from '../api/erp-api';
import { isNetworkError } from '@aide/shared-auth';

/** SPEC §4 "Disconnect" with the toasts of §8: the API's refusal and a failed request read differently. */
export function useDisconnectErp() {
  const { notification } = App.useApp();
  const [disconnectErp, { isLoading }] = useDisconnectErpMutation();

  const disconnect = useCallback(async () => {
    try {
      await disconnectErp().unwrap();
      notification.success({ title: 'ERP Disconnected' });
    } catch (error) {
      if (isNetworkError(error)) {
        notification.error({ title: 'Error', description: 'An error occurred while disconnecting ERP.' });
      } else {
        notification.error({
          title: 'Error Disconnecting ERP',
          description: 'Failed to disconnect ERP. Please try again.',
        });
      }
    }
  }, [disconnectErp, notification]);

  return { disconnect, disconnecting: isLoading };
}
