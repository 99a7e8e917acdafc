import type { Story, StoryDefault } from '@ladle/react';
import { LeanAuthFrame } from './lean-auth-frame';
import { LeanButton } from './lean-button';
import { LeanField, type LeanFieldProps } from './lean-field';

export default { title: 'Lean / LeanAuthFrame' } satisfies StoryDefault;

const firstName: LeanFieldProps = { label: 'First name', name: 'firstName', autoComplete: 'given-name' };
const lastName: LeanFieldProps = { label: 'Last name', name: 'lastName', autoComplete: 'family-name' };
const email: LeanFieldProps = {
  label: 'Email',
  name: 'email',
  type: 'email',
  autoComplete: 'email',
  placeholder: 'you@company.com',
};
const password: LeanFieldProps = {
  label: 'Password',
  name: 'password',
  type: 'password',
  revealable: true,
  autoComplete: 'current-password',
};

interface ScreenProps {
  /** The form's fields; a pair shares a row. */
  fields: (LeanFieldProps | [LeanFieldProps, LeanFieldProps])[];
  submit: string;
  /** The links under the form: "Create an account", "Forgot password?"… */
  links: string[];
  busy?: boolean;
}

/** One screen of the login route in the frame: its form, its links and the sign-in providers. */
function Screen({ fields, submit, links, busy = false }: ScreenProps) {
  const field = (props: LeanFieldProps) => <LeanField key={props.name} {...props} disabled={busy} />;
  return (
    <LeanAuthFrame title="Aide" subtitle="Your AI sales and purchasing assistant">
      <form onSubmit={(event) => event.preventDefault()} noValidate aria-busy={busy}>
        {fields.map((entry) =>
          Array.isArray(entry) ? (
            <div key={entry[0].name} className="aide-lean-row">
              {entry.map(field)}
            </div>
          ) : (
            field(entry)
          ),
        )}
        <LeanButton type="submit" variant="primary" block loading={busy}>
          {submit}
        </LeanButton>
      </form>
      <div className="aide-lean-between">
        {links.map((link) => (
          <LeanButton key={link} variant="link">
            {link}
          </LeanButton>
        ))}
      </div>
      <div className="aide-lean-divider" role="separator">
        or
      </div>
      <div className="aide-lean-stack">
        {['Google', 'Microsoft'].map((provider) => (
          <LeanButton key={provider} block disabled={busy}>
            Continue with {provider}
          </LeanButton>
        ))}
      </div>
    </LeanAuthFrame>
  );
}

const signIn: ScreenProps = {
  fields: [email, password],
  submit: 'Sign in',
  links: ['Create an account', 'Forgot password?'],
};

/** The login route, drawn without antd so it loads fast on a phone network. */
export const SignIn: Story = () => <Screen {...signIn} />;

export const SignUp: Story = () => (
  <Screen
    fields={[[firstName, lastName], email, { ...password, autoComplete: 'new-password' }]}
    submit="Create account"
    links={['I have an account']}
  />
);

export const SigningIn: Story = () => <Screen {...signIn} busy />;
