import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { PLAN_STORAGE_KEY } from '@aide/shared-auth';
import {
  authUrl,
  fakeMemberRow,
  passwordGrantHandler,
  renderWithProviders,
  restUrl,
  SAM,
  setupFakeNetwork,
} from '@aide/shared-auth/testing';
import { MemberSessionGate } from '../../session';
import { LoginRoute } from '../components/login-route';

const STRANGER = { id: '99999999-9999-4999-8999-999999999999', email: 'stranger@example.test' };

const memberRow = fakeMemberRow();

let logoutCalls = 0;
const server = setupFakeNetwork(
  passwordGrantHandler((email, password) => {
    if (email === SAM.email && password === 'Northwind-demo-1') return SAM;
    if (email === STRANGER.email && password === 'Stranger-demo-1') return STRANGER;
    return null;
  }),
  // Row-level security answers for the signed-in user only; the fake does the same by user id.
  http.get(restUrl('aide_members'), ({ request }) => {
    const userId = new URL(request.url).searchParams.get('user_id');
    return HttpResponse.json(userId === `eq.${SAM.id}` ? [memberRow] : []);
  }),
  http.get(authUrl('user'), ({ request }) => {
    const token = (request.headers.get('authorization') ?? '').replace('Bearer ', '');
    const { sub } = JSON.parse(atob(token.split('.')[1] ?? '')) as { sub: string };
    return HttpResponse.json({ ...(sub === STRANGER.id ? STRANGER : SAM), user_metadata: {} });
  }),
  http.patch(restUrl('aide_members'), () => new HttpResponse(null, { status: 204 })),
  http.post(authUrl('logout'), () => {
    logoutCalls += 1;
    return new HttpResponse(null, { status: 204 });
  }),
);

afterEach(() => {
  logoutCalls = 0;
});

function renderLogin() {
  return renderWithProviders(
    <>
      <MemberSessionGate />
      <Routes>
        <Route path="/login" element={<LoginRoute />} />
        <Route path="/dashboard" element={<p>dashboard page</p>} />
        <Route path="/inbound-module" element={<p>inbound page</p>} />
      </Routes>
    </>,
    { route: '/login' },
  );
}

async function submit(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('/login in the running app', () => {
  it('shows the product title and tagline', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Aide' })).toBeInTheDocument();
    expect(screen.getByText('Meet Your AI Ops & Sales Employee')).toBeInTheDocument();
  });

  it.each([
    ['no email', '', 'secret'],
    ['no password', SAM.email, ''],
    ['nothing', '', ''],
  ])('with %s says "Please fill in all required fields" and calls nobody', async (_case, email, password) => {
    renderLogin();
    await submit(email, password);
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.queryByText('dashboard page')).not.toBeInTheDocument();
  });

  it('reports a refused password with the auth server message', async () => {
    renderLogin();
    await submit(SAM.email, 'wrong-password');
    expect(await screen.findByText('Sign in failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid login credentials')).toBeInTheDocument();
    expect(localStorage.getItem(PLAN_STORAGE_KEY)).toBeNull();
  });

  it('signs a non-member out again with Access Denied', async () => {
    renderLogin();
    await submit(STRANGER.email, 'Stranger-demo-1');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Email stranger@example.test is not authorized to access this system. Please contact an administrator.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(logoutCalls).toBe(1));
    expect(localStorage.getItem(PLAN_STORAGE_KEY)).toBeNull();
  });

  it('signs out with Authorization Error when the membership check fails', async () => {
    server.use(
      http.get(restUrl('aide_members'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    renderLogin();
    await submit(SAM.email, 'Northwind-demo-1');
    expect(await screen.findByText('Authorization Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to verify email authorization. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(logoutCalls).toBe(1));
  });

  it('in sign-up mode asks for first and last name: "Please fill in your name"', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Need an account? Sign Up' }));
    expect(screen.getByRole('button', { name: 'Already have an account? Sign In' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('First name'), 'New');
    await user.type(screen.getByLabelText('Email'), 'new.hire@northwind.test');
    await user.type(screen.getByLabelText('Password'), 'New-hire-1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Please fill in your name')).toBeInTheDocument();
  });

  it('Forgot Password? needs an email first', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(await screen.findByText('Please enter your email address first')).toBeInTheDocument();
  });

  it('offers Google and Microsoft sign-in', () => {
    renderLogin();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Microsoft' })).toBeInTheDocument();
  });

  it('stores the plan and opens the plan home for a member', async () => {
    renderLogin();
    await submit(SAM.email, 'Northwind-demo-1');
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(localStorage.getItem(PLAN_STORAGE_KEY)).toBe('outbound');
  });

  it('opens /inbound-module for a member of an inbound organization', async () => {
    server.use(
      http.get(restUrl('aide_members'), () =>
        HttpResponse.json([
          { ...memberRow, aide_organizations: { id: 'o2', name: 'Contoso Supply', aide_plan: 'inbound' } },
        ]),
      ),
    );
    renderLogin();
    await submit(SAM.email, 'Northwind-demo-1');
    expect(await screen.findByText('inbound page')).toBeInTheDocument();
    expect(localStorage.getItem(PLAN_STORAGE_KEY)).toBe('inbound');
  });
});
