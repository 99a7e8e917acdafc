import type { ReactNode } from 'react';
import { Card, theme, Typography } from './antd';
import { useNarrowerThan } from './app-layout/use-is-mobile';

export interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** A centred card on a soft background: the frame of the login and other auth screens. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  // From the theme's tokens, so dark mode gets a dark background (light: the brand's tint into the layout grey).
  const { token } = theme.useToken();
  // A phone keeps its width for the form (the lean login's frame does the same).
  const small = useNarrowerThan(481);
  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        padding: small ? 12 : 16,
        background: `linear-gradient(160deg, ${token.colorPrimaryBg} 0%, ${token.colorBgLayout} 60%)`,
      }}
    >
      <Card style={{ width: '100%', maxWidth: 420 }} styles={{ body: { padding: small ? '24px 16px' : 32 } }}>
        <header style={{ textAlign: 'center', marginBottom: 24 }}>
          <Typography.Title level={1} style={{ marginBottom: 4, fontSize: 32 }}>
            {title}
          </Typography.Title>
          {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
        </header>
        {children}
      </Card>
    </main>
  );
}
