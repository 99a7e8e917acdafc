import type { ReactNode } from 'react';
import { LeanStyles } from './lean-styles';

export interface LeanAuthFrameProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** AuthCard's centred card on a soft background, without antd: the frame of the login route. */
export function LeanAuthFrame({ title, subtitle, children }: LeanAuthFrameProps) {
  return (
    <main className="aide-lean aide-lean-frame">
      <LeanStyles />
      <section className="aide-lean-card" aria-labelledby="aide-lean-title">
        <header>
          <h1 id="aide-lean-title" className="aide-lean-title">
            {title}
          </h1>
          {subtitle && <div className="aide-lean-subtitle">{subtitle}</div>}
        </header>
        {children}
      </section>
    </main>
  );
}
