import { Link, useSearchParams } from 'react-router-dom';
import { Button, Result } from '@aide/ui-kit';

export interface OAuthResultPageProps {
  outcome: 'success' | 'error';
}

/**
 * /oauth/success and /oauth/error: where a third-party authorization (mailbox, ERP, sign-in provider) returns.
 * Opened as a popup it can simply be closed; otherwise it leads back into the app.
 */
export function OAuthResultPage({ outcome }: OAuthResultPageProps) {
  const [params] = useSearchParams();
  const provider = params.get('provider');
  const message = params.get('error_description') ?? params.get('message') ?? params.get('error');
  const inPopup = typeof window !== 'undefined' && Boolean(window.opener);
  const leave = inPopup ? (
    <Button type="primary" key="close" onClick={() => window.close()}>
      Close this window
    </Button>
  ) : (
    <Link key="home" to="/">
      <Button type="primary">Continue to Aide</Button>
    </Link>
  );

  if (outcome === 'success') {
    return (
      <Result
        status="success"
        title={provider ? `${provider} connected` : 'Authorization complete'}
        subTitle="The connection was authorized. You can return to Aide; it picks up the new connection by itself."
        extra={[leave]}
      />
    );
  }
  return (
    <Result
      status="error"
      title="Authorization failed"
      subTitle={message ?? 'The provider did not complete the authorization. Nothing was changed.'}
      extra={[
        <Link key="retry" to="/login">
          <Button>Back to sign in</Button>
        </Link>,
        leave,
      ]}
    />
  );
}
