import { Tag } from '@aide/ui-kit';
import { scoreColor } from '../lib/score-color';

export interface AiScoreTagProps {
  score: number;
}

/** The AI score, coloured so a glance tells a safe order (green) from a doubtful one (gold, red). */
export function AiScoreTag({ score }: AiScoreTagProps) {
  return (
    <Tag color={scoreColor(score)} aria-label={`AI score ${score}`}>
      {score}
    </Tag>
  );
}
