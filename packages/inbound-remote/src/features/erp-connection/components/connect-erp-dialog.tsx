import { useCallback, useState } from 'react';
import { useCurrentMembership } from '@aide/shared-auth';
import { Alert, Button, Card, Descriptions, Form, Modal, Select } from '@aide/ui-kit';
import type { ErpSystem } from '../api/erp-types';
import { useErpConnectFlow } from '../hooks/use-erp-connect-flow';
import { markErpConnectionUpdated } from '../lib/erp-connection-flag';
import { ERP_SYSTEMS } from '../lib/erp-systems';
import { SandboxLinkDialog } from './sandbox-link-dialog';

export interface ConnectErpDialogProps {
  open: boolean;
  onClose: () => void;
}

/** SPEC §2 "Connect ERP dialog": pick the ERP, check the organization, start the link flow of §4. */
export function ConnectErpDialog({ open, onClose }: ConnectErpDialogProps) {
  const { data: membership } = useCurrentMembership();
  const [system, setSystem] = useState<ErpSystem | undefined>(undefined);

  // SPEC §4: closing (or leaving the link widget) resets the selection and tells status views to refetch.
  const resetSelection = useCallback(() => {
    setSystem(undefined);
    markErpConnectionUpdated();
  }, []);
  const close = useCallback(() => {
    resetSelection();
    onClose();
  }, [onClose, resetSelection]);
  const flow = useErpConnectFlow({ onConnected: close, onCancelled: resetSelection });

  const handleClose = () => {
    flow.reset();
    close();
  };

  return (
    <>
      <Modal
        open={open}
        title="Connect ERP"
        onCancel={handleClose}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={handleClose}>
            Cancel
          </Button>,
          <Button key="connect" type="primary" loading={flow.busy} onClick={() => void flow.start(system)}>
            Connect ERP
          </Button>,
        ]}
      >
        <Form layout="vertical">
          <Form.Item label="ERP System" htmlFor="erp-system">
            <Select<ErpSystem>
              id="erp-system"
              aria-label="ERP System"
              placeholder="Select your ERP system"
              value={system}
              onChange={setSystem}
              options={ERP_SYSTEMS.map(({ value, label }) => ({ value, label }))}
              disabled={flow.busy}
            />
          </Form.Item>
        </Form>
        <Card size="small" title="Organization" style={{ marginBottom: 16 }}>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'name', label: 'Organization', children: membership?.organization.name ?? '—' },
              { key: 'email', label: 'Your email', children: membership?.email ?? '—' },
            ]}
          />
        </Card>
        <Alert
          type="info"
          showIcon
          title="You will be asked to sign in with your ERP system's credentials to authorize the connection."
        />
      </Modal>
      {open && flow.sandbox && (
        <SandboxLinkDialog
          linkToken={flow.sandbox.linkToken}
          system={flow.sandbox.system}
          organizationName={membership?.organization.name ?? ''}
          onAuthorized={(publicToken) => void flow.complete(publicToken)}
          onCancel={flow.cancel}
        />
      )}
    </>
  );
}
