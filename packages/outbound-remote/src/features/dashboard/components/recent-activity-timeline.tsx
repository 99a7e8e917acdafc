// Per-icon imports: the @ant-design/icons barrel pulls every icon (and an ESM-only dependency into Jest).
import type { ReactNode } from 'react';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import TagOutlined from '@ant-design/icons/TagOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Empty, formatDateTime, Timeline, Typography } from '@aide/ui-kit';
import type { Dashboard } from '../api/dashboard-api';

type ActivityKind = Dashboard['recent_activity'][number]['kind'];

const ICONS: Record<ActivityKind, ReactNode> = {
  import: <UploadOutlined />,
  offer: <TagOutlined />,
  sale: <ShoppingCartOutlined />,
};

export interface RecentActivityTimelineProps {
  activity: Dashboard['recent_activity'];
}

/** Latest imports, offers and sales, newest first as the API sends them. */
export function RecentActivityTimeline({ activity }: RecentActivityTimelineProps) {
  if (activity.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No recent activity." />;
  }
  return (
    <Timeline
      items={activity.map((event, index) => ({
        key: `${event.at}-${index}`,
        icon: ICONS[event.kind],
        title: (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDateTime(event.at)}
          </Typography.Text>
        ),
        content: event.text,
      }))}
    />
  );
}
