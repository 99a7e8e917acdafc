import { Link } from 'react-router-dom';
import { Alert, AuthCard } from '@aide/ui-kit';

export interface ExpiredLinkCardProps {
  /** The card's title: the page the link was meant to open. */
  cardTitle: string;
  /** What is wrong with the link, and what to do instead. */
  problem: string;
  remedy: string;
  /** The way back to the sign-in page, worded for the page. */
  signInLabel: string;
}

/** An emailed link (invitation, password reset) that no longer works: why, what to do, and back to sign in. */
export function ExpiredLinkCard({ cardTitle, problem, remedy, signInLabel }: ExpiredLinkCardProps) {
  return (
    <AuthCard title={cardTitle}>
      <Alert type="error" showIcon title={problem} description={remedy} />
      <p style={{ marginTop: 16 }}>
        <Link to="/login" style={{ display: 'inline-block', minHeight: 24, lineHeight: '24px' }}>
          {signInLabel}
        </Link>
      </p>
    </AuthCard>
  );
}
