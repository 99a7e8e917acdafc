import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import { Link } from 'react-router-dom';
import { useCurrentMembership, useSignOut } from '@aide/shared-auth';
import { Button, Divider, Flex, Skeleton, Typography } from '@aide/ui-kit';
import { INBOUND_ROUTES } from '../../../lib/route-paths';
import { AutoApprovalRulesForm } from '../../auto-approval-rules';
import { ErpConnectionStatus } from '../../erp-connection';
import { VerificationIndicator } from './verification-indicator';

export interface ProfilePanelProps {
  /** Called when a link in the panel is followed, so the popup closes behind it. */
  onNavigate: () => void;
}

const sectionTitle = { fontSize: 15, margin: '0 0 8px' } as const;

function CompanyName() {
  const { data: member, isLoading, isError } = useCurrentMembership();
  if (isLoading) return <Skeleton active title={false} paragraph={{ rows: 1 }} />;
  if (isError || !member) {
    return <Typography.Text type="danger">Your organization could not be loaded.</Typography.Text>;
  }
  return (
    <div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Company
      </Typography.Text>
      <Typography.Title level={2} data-testid="company-name" style={{ fontSize: 17, margin: 0 }}>
        {member.organization.name}
      </Typography.Title>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {member.email}
      </Typography.Text>
    </div>
  );
}

/**
 * The inbound profile panel, in SPEC §2 order: company name; ERP status with Disconnect or Connect ERP;
 * the verification indicator; the Auto Approval Rules form; Sign Out.
 */
export function ProfilePanel({ onNavigate }: ProfilePanelProps) {
  const { signOut, busy } = useSignOut();

  return (
    <Flex vertical>
      <CompanyName />
      <Divider style={{ margin: '16px 0' }} />
      <section aria-labelledby="profile-erp-title">
        <Typography.Title level={3} id="profile-erp-title" style={sectionTitle}>
          ERP
        </Typography.Title>
        <ErpConnectionStatus />
        <Link
          to={INBOUND_ROUTES.erpConnection}
          onClick={onNavigate}
          style={{ display: 'inline-block', marginTop: 8 }}
        >
          ERP connection &amp; sync history
        </Link>
      </section>
      <Divider style={{ margin: '16px 0' }} />
      <VerificationIndicator />
      <Divider style={{ margin: '16px 0' }} />
      <AutoApprovalRulesForm />
      <Divider style={{ margin: '16px 0' }} />
      <Button block icon={<LogoutOutlined aria-hidden />} onClick={signOut} loading={busy}>
        Sign Out
      </Button>
    </Flex>
  );
}
