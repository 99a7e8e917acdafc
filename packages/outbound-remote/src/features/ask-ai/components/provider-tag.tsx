import { Tag, Tooltip } from '@aide/ui-kit';
import RobotOutlined from '@ant-design/icons/RobotOutlined';
import type { ProviderInfo } from '../api/chat-api';

export const BUILTIN_LABEL = 'Built-in analyst';

/** A stored answer knows only its provider's kind; a live one also knows the model's name. */
export function providerFromStored(kind: string | null): ProviderInfo | null {
  if (kind === 'builtin') return { kind: 'builtin', label: BUILTIN_LABEL };
  if (kind === 'llm') return { kind: 'llm', label: 'AI model' };
  return null;
}

/** Who wrote an answer: the built-in analyst (no AI model involved) or the configured model. */
export function ProviderTag({ provider }: { provider: ProviderInfo }) {
  const builtin = provider.kind === 'builtin';
  const explanation = builtin
    ? 'Answers from your own customers, sales and inventory with built-in rules, without an AI model. Connect a model to ask anything.'
    : `Written by the AI model ${provider.label}, from your organization’s data.`;
  return (
    <Tooltip title={explanation}>
      <Tag icon={<RobotOutlined />} color={builtin ? 'default' : 'purple'} tabIndex={0}>
        {builtin ? BUILTIN_LABEL : provider.label}
      </Tag>
    </Tooltip>
  );
}
