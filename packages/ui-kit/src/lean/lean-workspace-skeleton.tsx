import { visuallyHidden } from '../a11y/visually-hidden';
import { LeanStyles, useLeanScheme } from './lean-styles';

export interface LeanWorkspaceSkeletonProps {
  /** What is loading, read by screen readers: "Loading your workspace". */
  message: string;
}

/**
 * The workspace's outline (top bar, a title, a row of cards, a list) shown the moment a sign-in succeeds, while
 * the app and the plan's remote are still on their way: antd-free, so it paints at once on a slow phone, in
 * the member's colour scheme. Not the workspace itself: nothing in it can be used yet, and it says so to
 * screen readers.
 */
export function LeanWorkspaceSkeleton({ message }: LeanWorkspaceSkeletonProps) {
  const scheme = useLeanScheme();
  return (
    <div className="aide-lean aide-lean-skeleton" data-scheme={scheme} role="status" aria-live="polite">
      <LeanStyles />
      <span style={visuallyHidden}>{message}</span>
      <div className="aide-lean-skeleton-bar" aria-hidden>
        <strong>Aide</strong>
      </div>
      <div className="aide-lean-skeleton-page" aria-hidden>
        <div className="aide-lean-block" style={{ width: '40%', height: 32 }} />
        <div className="aide-lean-skeleton-cards">
          {[0, 1, 2].map((card) => (
            <div key={card} className="aide-lean-block" style={{ height: 96 }} />
          ))}
        </div>
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="aide-lean-block" style={{ height: 20, width: `${90 - row * 12}%` }} />
        ))}
      </div>
    </div>
  );
}
