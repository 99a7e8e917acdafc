import { Link } from 'react-router-dom';
import { Divider, Result, Space } from '@aide/ui-kit';
import { OUTBOUND_ROUTES as R } from '../../../lib/route-paths';

/** Shown until the first customers, inventory or sales are uploaded: points at where data comes in. */
export function DashboardEmptyState() {
  return (
    <Result
      status="info"
      title="Nothing has been uploaded yet"
      subTitle="Your dashboard fills in once you upload customers, inventory and sales history."
      extra={
        <Space orientation="vertical" size="middle">
          <Link to={R.onboarding}>Continue setup</Link>
          <Space separator={<Divider orientation="vertical" />} wrap>
            <Link to={R.customerUpload}>Upload customers</Link>
            <Link to={R.inventory}>Upload inventory</Link>
            <Link to={R.erpConnection}>Upload sales history</Link>
          </Space>
        </Space>
      }
    />
  );
}
