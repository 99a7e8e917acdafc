import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSupabase, initSupabase } from '@aide/shared-auth';
import { createLoginAuthClient, queuePendingEvent, retireLoginAuthClient } from '@aide/shared-auth/login';
import { passwordGrantHandler, setupFakeNetwork, TEST_RUNTIME_CONFIG } from '@aide/shared-auth/testing';
import { LeanToastProvider } from '@aide/ui-kit/lean';
import { LoginPage } from '../components/login-page';

const SAM = { id: '11111111-1111-4111-8111-111111111111', email: 'sam@northwind.test' };

setupFakeNetwork(
  passwordGrantHandler((email, password) =>
    email === SAM.email && password === 'Northwind-demo-1' ? SAM : null,
  ),
);

const pending = () => (globalThis as { __aidePendingAnalytics?: unknown[] }).__aidePendingAnalytics ?? [];

let auth: ReturnType<typeof createLoginAuthClient>;

function renderLoginBeforeApp() {
  auth = createLoginAuthClient(TEST_RUNTIME_CONFIG);
  render(
    <LeanToastProvider>
      <LoginPage auth={auth} track={queuePendingEvent} />
    </LeanToastProvider>,
  );
  return auth;
}

async function submit(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

afterEach(() => retireLoginAuthClient(auth));

beforeEach(() => {
  localStorage.clear();
  delete (globalThis as { __aidePendingAnalytics?: unknown }).__aidePendingAnalytics;
});

describe('/login before the app has loaded (its own auth client, no antd)', () => {
  it('signs in into the session the app’s one Supabase client then finds', async () => {
    renderLoginBeforeApp();
    const signedIn = new Promise<string | undefined>((resolve) =>
      auth.onAuthStateChange((event, session) => event === 'SIGNED_IN' && resolve(session?.user.id)),
    );
    await submit(SAM.email, 'Northwind-demo-1');
    expect(await signedIn).toBe(SAM.id);

    retireLoginAuthClient(auth);
    initSupabase(TEST_RUNTIME_CONFIG, { autoRefreshToken: false });
    const { data } = await getSupabase().auth.getSession();
    expect(data.session?.user.id).toBe(SAM.id);
  });

  it('shows a refused password as a toast and keeps the error for analytics until it loads', async () => {
    renderLoginBeforeApp();
    await submit(SAM.email, 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in failed');
    expect(screen.getByText('Invalid login credentials')).toBeInTheDocument();
    await waitFor(() =>
      expect(pending()).toEqual([
        {
          name: 'error',
          properties: expect.objectContaining({ message: 'Sign in failed', source: 'login' }),
        },
      ]),
    );
    expect(Object.keys(localStorage).filter((key) => key.includes('auth-token'))).toEqual([]);
  });

  it('the password can be shown and hidden again', async () => {
    renderLoginBeforeApp();
    const password = screen.getByLabelText('Password');
    const reveal = screen.getByRole('button', { name: 'Show characters' });
    await userEvent.click(reveal);
    expect(password).toHaveAttribute('type', 'text');
    expect(reveal).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(reveal);
    expect(password).toHaveAttribute('type', 'password');
  });
});
