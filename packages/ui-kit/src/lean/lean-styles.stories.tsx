import type { Story, StoryDefault } from '@ladle/react';
import { LeanStyles } from './lean-styles';

export default { title: 'Lean / LeanStyles' } satisfies StoryDefault;

/** The layout classes LEAN_CSS gives lean screens besides its components: a card, a row, a divider, a stack. */
export const LayoutClasses: Story = () => (
  <div className="aide-lean" style={{ maxWidth: 420 }}>
    <LeanStyles />
    <section className="aide-lean-card">
      <header>
        <h2 className="aide-lean-title">Card title</h2>
        <div className="aide-lean-subtitle">aide-lean-card, aide-lean-title, aide-lean-subtitle</div>
      </header>
      <div className="aide-lean-row">
        <div>aide-lean-row</div>
        <div>splits its children evenly</div>
      </div>
      <div className="aide-lean-divider" role="separator">
        aide-lean-divider
      </div>
      <div className="aide-lean-stack">
        <div>aide-lean-stack</div>
        <div>8 px apart</div>
      </div>
      <div className="aide-lean-between">
        <span>aide-lean-between</span>
        <span>space between</span>
      </div>
    </section>
  </div>
);
