import { Link } from 'react-router-dom';
import { Typography } from './antd';

/** The 404 page of SPEC §2: "Oops! Page not found" and a Return to Home link to /. */
export function NotFoundPage() {
  return (
    <main
      style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', padding: 16 }}
    >
      <div>
        <Typography.Title level={1} style={{ fontSize: 64, marginBottom: 0 }}>
          404
        </Typography.Title>
        <Typography.Paragraph style={{ fontSize: 20 }}>Oops! Page not found</Typography.Paragraph>
        <Link to="/">Return to Home</Link>
      </div>
    </main>
  );
}
