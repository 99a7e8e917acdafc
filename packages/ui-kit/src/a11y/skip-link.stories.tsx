import { useEffect, useRef } from 'react';
import type { Story, StoryDefault } from '@ladle/react';
import { Typography } from '../antd';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

export default { title: 'Accessibility / SkipLink' } satisfies StoryDefault;

function Page({ focusLink }: { focusLink: boolean }) {
  const frame = useRef<HTMLDivElement>(null);
  // The link shows only while focused; this story focuses it so it can be seen without pressing Tab.
  useEffect(() => {
    if (focusLink) frame.current?.querySelector<HTMLAnchorElement>('.aide-skip-link')?.focus();
  }, [focusLink]);
  return (
    <div ref={frame}>
      <SkipLink />
      <nav aria-label="Main" style={{ display: 'flex', gap: 16, padding: 16 }}>
        <a href="#dashboard">Dashboard</a>
        <a href="#customers">Customers</a>
        <a href="#orders">Orders</a>
      </nav>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ padding: 16 }}>
        <Typography.Title level={1}>Customers</Typography.Title>
        <Typography.Paragraph>
          Press Tab: the first stop is “Skip to content”, which jumps here.
        </Typography.Paragraph>
      </main>
    </div>
  );
}

export const Hidden: Story = () => <Page focusLink={false} />;

export const Focused: Story = () => <Page focusLink />;
