import type { ReactNode } from 'react';
import { LeanStyles, useLeanScheme } from './lean-styles';

export interface LeanAuthFrameProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/**
 * AuthCard's centred card on a soft background, without antd: the frame of the login route, in the member's
 * colour scheme (their choice in this browser, else the system's).
 */
export function LeanAuthFrame({ title, subtitle, children }: LeanAuthFrameProps) {
  const scheme = useLeanScheme();
  return (
    <main className="aide-lean aide-lean-frame" data-scheme={scheme}>
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
