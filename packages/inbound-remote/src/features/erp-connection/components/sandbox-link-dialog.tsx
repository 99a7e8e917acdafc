import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Tag, Typography } from '@aide/ui-kit';
import { useCreateSandboxPublicTokenMutation } from '../api/erp-api';
import type { ErpSystem } from '../api/erp-types';
import { describeError } from '@aide/shared-auth';
import { erpSystemLabel } from '../lib/erp-systems';

export interface SandboxLinkDialogProps {
  linkToken: string;
  system: ErpSystem;
  organizationName: string;
  onAuthorized: (publicToken: string) => void;
  onCancel: () => void;
}

/**
 * Stands in for Merge Link while the API has no Merge key: the same link token in, a public token out (from
 * the API's sandbox route), so the rest of the flow is the real one.
 */
export function SandboxLinkDialog({
  linkToken,
  system,
  organizationName,
  onAuthorized,
  onCancel,
}: SandboxLinkDialogProps) {
  const [createPublicToken, { isLoading }] = useCreateSandboxPublicTokenMutation();
  const [error, setError] = useState<string | null>(null);
  const systemLabel = erpSystemLabel(system);

  const authorize = async () => {
    setError(null);
    try {
      const { public_token: publicToken } = await createPublicToken(linkToken).unwrap();
      onAuthorized(publicToken);
    } catch (failure) {
      setError(describeError(failure, `${systemLabel} could not be authorized. Please try again.`));
    }
  };

  return (
    <Modal
      open
      title="Merge Link — sandbox"
      onCancel={onCancel}
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={isLoading}>
          Cancel
        </Button>,
        <Button key="authorize" type="primary" loading={isLoading} onClick={() => void authorize()}>
          Authorize
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        <Tag color="gold">Sandbox</Tag> Connect <strong>{systemLabel}</strong> to Aide for{' '}
        <strong>{organizationName}</strong>.
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        Sandbox mode: no real {systemLabel} account is contacted and any sign-in works. Authorizing gives Aide
        sandbox ERP data.
      </Typography.Paragraph>
      <Form layout="vertical" requiredMark={false}>
        <Form.Item label={`${systemLabel} username`}>
          <Input autoComplete="off" placeholder="sandbox-user" />
        </Form.Item>
        <Form.Item label={`${systemLabel} password`}>
          <Input.Password autoComplete="off" placeholder="any password" />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
