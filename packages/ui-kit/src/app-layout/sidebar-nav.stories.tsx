import type { Story, StoryDefault } from '@ladle/react';
import { inRouter } from '../router.story-data';
import { SidebarContext, type SidebarState } from './sidebar-context';
import { SidebarNav } from './sidebar-nav';
import { navGroups } from './sidebar.story-data';

export default {
  title: 'App layout / SidebarNav',
  decorators: [inRouter('/customers')],
} satisfies StoryDefault;

/** The nav alone, with the state SidebarLayout would give it. */
function InSidebar({ open, width }: { open: boolean; width: number }) {
  const state: SidebarState = {
    open,
    openMobile: false,
    isMobile: false,
    toggle: () => {},
    setOpenMobile: () => {},
  };
  return (
    <SidebarContext.Provider value={state}>
      <nav aria-label="Main" style={{ width, borderRight: '1px solid var(--ant-color-split)' }}>
        <SidebarNav groups={navGroups} activeKey="customers" />
      </nav>
    </SidebarContext.Provider>
  );
}

export const Expanded: Story = () => <InSidebar open width={256} />;

/** Icon-only: labels become hover titles, group headings are hidden but still announced. */
export const IconOnly: Story = () => <InSidebar open={false} width={48} />;
