import { useState } from 'react';
import type { Story, StoryDefault } from '@ladle/react';
import { Button, Flex, Progress, Typography } from '../antd';
import { LiveAnnouncer, useAnnounce } from './live-announcer';

export default { title: 'Accessibility / LiveAnnouncer' } satisfies StoryDefault;

function ImportProgress() {
  const announce = useAnnounce();
  const [done, setDone] = useState(0);
  const [said, setSaid] = useState<string[]>([]);

  function step() {
    const next = Math.min(done + 25, 100);
    const sentence = next === 100 ? 'Import finished: 1,204 rows' : `Import ${next}% done`;
    setDone(next);
    setSaid((current) => [...current, sentence]);
    announce(sentence, next === 100 ? 'assertive' : 'polite');
  }

  return (
    <Flex vertical gap={8} style={{ width: 360 }}>
      <Progress percent={done} />
      <Button onClick={step} disabled={done === 100}>
        Import the next rows
      </Button>
      <Typography.Text type="secondary">
        Read by a screen reader (the live regions themselves are visually hidden):
      </Typography.Text>
      <ol>
        {said.map((sentence, index) => (
          <li key={index}>{sentence}</li>
        ))}
      </ol>
    </Flex>
  );
}

/** Progress that changes without moving focus is spoken from the regions LiveAnnouncer keeps. */
export const ImportProgressAnnounced: Story = () => (
  <LiveAnnouncer>
    <ImportProgress />
  </LiveAnnouncer>
);
