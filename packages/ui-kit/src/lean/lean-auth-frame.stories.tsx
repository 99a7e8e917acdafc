import type { Story, StoryDefault } from '@ladle/react';
import { LeanAuthFrame } from './lean-auth-frame';
import { LeanButton } from './lean-button';
import { LeanField } from './lean-field';

export default { title: 'Lean / LeanAuthFrame' } satisfies StoryDefault;

function LoginForm({ signUp = false, busy = false }: { signUp?: boolean; busy?: boolean }) {
  return (
    <LeanAuthFrame title="Aide" subtitle="Your AI sales and purchasing assistant">
      <form onSubmit={(event) => event.preventDefault()} noValidate aria-busy={busy}>
        <fieldset disabled={busy} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          {signUp && (
            <div className="aide-lean-row">
              <LeanField label="First name" name="firstName" autoComplete="given-name" />
              <LeanField label="Last name" name="lastName" autoComplete="family-name" />
            </div>
          )}
          <LeanField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
          />
          <LeanField
            label="Password"
            name="password"
            type="password"
            revealable
            autoComplete="current-password"
          />
          <LeanButton type="submit" variant="primary" block loading={busy}>
            {signUp ? 'Create account' : 'Sign in'}
          </LeanButton>
        </fieldset>
      </form>
      <div className="aide-lean-between">
        <LeanButton variant="link">{signUp ? 'I have an account' : 'Create an account'}</LeanButton>
        {!signUp && <LeanButton variant="link">Forgot password?</LeanButton>}
      </div>
      <div className="aide-lean-divider" role="separator">
        or
      </div>
      <div className="aide-lean-stack">
        <LeanButton block disabled={busy}>
          Continue with Google
        </LeanButton>
        <LeanButton block disabled={busy}>
          Continue with Microsoft
        </LeanButton>
      </div>
    </LeanAuthFrame>
  );
}

/** The login route, drawn without antd so it loads fast on a phone network. */
export const SignIn: Story = () => <LoginForm />;

export const SignUp: Story = () => <LoginForm signUp />;

export const SigningIn: Story = () => <LoginForm busy />;
