import type { ReactNode } from 'react';
import { Card, theme, Typography } from './antd';

export interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** A centred card on a soft background: the frame of the login and other auth screens. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  // From the theme's tokens, so dark mode gets a dark background (light: the brand's tint into the layout grey).
  const { token } = theme.useToken();
  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        padding: 16,
        background: `linear-gradient(160deg, ${token.colorPrimaryBg} 0%, ${token.colorBgLayout} 60%)`,
      }}
    >
      <Card style={{ width: '100%', maxWidth: 420 }} styles={{ body: { padding: 32 } }}>
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
