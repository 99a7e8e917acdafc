import { Flex, Progress, Typography } from '@aide/ui-kit';
import type { ScoreReason } from '../api/purchase-orders-api';
import { scoreColor } from '../lib/score-color';
import { AiScoreTag } from './ai-score-tag';

// The theme's status colours: 3:1 or more against the light and the dark backgrounds.
const STROKE = {
  green: 'var(--ant-color-success)',
  gold: 'var(--ant-color-warning)',
  red: 'var(--ant-color-error)',
} as const;

export interface ScoreReasonsListProps {
  score: number;
  reasons: ScoreReason[];
}

/** The AI score and every reason that makes it up: each point is explained. */
export function ScoreReasonsList({ score, reasons }: ScoreReasonsListProps) {
  return (
    <section aria-label="AI score">
      <Flex align="center" gap={12} style={{ marginBottom: 8 }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
          AI score
        </Typography.Title>
        <AiScoreTag score={score} />
        <Typography.Text type="secondary">out of 100</Typography.Text>
      </Flex>
      {reasons.length === 0 && (
        <Typography.Text type="secondary">No reasons recorded for this score.</Typography.Text>
      )}
      <Flex vertical gap={12}>
        {reasons.map((reason) => {
          const share = reason.max_points > 0 ? reason.points / reason.max_points : 0;
          return (
            <div key={reason.key}>
              <Flex justify="space-between" gap={12}>
                <Typography.Text strong>{reason.label}</Typography.Text>
                <Typography.Text strong aria-label={`${reason.label} points`}>
                  {reason.points}/{reason.max_points}
                </Typography.Text>
              </Flex>
              <Typography.Text type="secondary">{reason.detail}</Typography.Text>
              <Progress
                percent={Math.round(share * 100)}
                showInfo={false}
                size="small"
                strokeColor={STROKE[scoreColor(share * 100)]}
              />
            </div>
          );
        })}
      </Flex>
    </section>
  );
}
