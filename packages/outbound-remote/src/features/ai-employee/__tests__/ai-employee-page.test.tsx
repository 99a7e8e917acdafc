import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { apiError, renderAsSam, setupFakeNetwork } from '@aide/shared-auth/testing';
import { AiEmployeePage } from '../components/ai-employee-page';
import type { AiEmployee } from '../../integrations';
import { API_ORIGIN, installFakePopup, postOAuthMessage } from '../../../test-support/fake-popup';
import { clickAndConfirm } from '../../../test-support/jsdom-gaps';

const server = setupFakeNetwork();
afterEach(() => jest.restoreAllMocks());

const ASSISTANT: AiEmployee = {
  id: 'a1',
  email: 'assistant@northwind.test',
  provider: 'Microsoft',
  connected_at: '2025-03-12T10:00:00Z',
};

function fakeApi(initial: AiEmployee | null) {
  const state = { employee: initial, authUrlQueries: [] as string[], deletes: 0 };
  server.use(
    http.get(`${API_ORIGIN}/api/ai-employee`, () => HttpResponse.json({ employee: state.employee })),
    http.delete(`${API_ORIGIN}/api/ai-employee/mailbox`, () => {
      state.deletes += 1;
      state.employee = null;
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${API_ORIGIN}/api/nylas/auth-url`, ({ request }) => {
      state.authUrlQueries.push(new URL(request.url).search);
      return HttpResponse.json({ url: `${API_ORIGIN}/api/nylas/sandbox?state=s`, sandbox: true });
    }),
  );
  return state;
}

function renderAt(route: '/ai-employee' | '/create-employee') {
  renderAsSam(
    <Routes>
      <Route path="/create-employee" element={<AiEmployeePage />} />
      <Route path="/ai-employee" element={<AiEmployeePage />} />
    </Routes>,
    { route },
  );
}

describe('AI employee', () => {
  it('/ai-employee shows the connected employee', async () => {
    fakeApi(ASSISTANT);
    renderAt('/ai-employee');
    expect(await screen.findByText('assistant@northwind.test')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'AI Employee' })).toBeInTheDocument();
    expect(screen.getByText('Microsoft')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change mailbox' })).toBeInTheDocument();
  });

  it('/ai-employee with nothing connected offers the set-up', async () => {
    fakeApi(null);
    renderAt('/ai-employee');
    expect(await screen.findByText('You have no AI employee yet.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Use a mailbox from Google/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Use a mailbox from Microsoft/ })).toBeInTheDocument();
  });

  it('/create-employee connects a mailbox for the AI employee, then shows it', async () => {
    const api = fakeApi(null);
    const { popup } = installFakePopup();
    renderAt('/create-employee');
    expect(await screen.findByRole('heading', { name: 'Create your AI employee' })).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: /Use a mailbox from Google/ }));
    await waitFor(() => expect(popup.location.href).toContain('/api/nylas/sandbox'));
    expect(api.authUrlQueries).toEqual(['?provider=google&purpose=ai_employee']);

    api.employee = { ...ASSISTANT, provider: 'Google' };
    postOAuthMessage({ success: true, purpose: 'ai_employee' });

    expect(await screen.findByText('assistant@northwind.test')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'AI Employee' })).toBeInTheDocument();
    // Moved on to /ai-employee (on /create-employee it would say "already set up").
    await waitFor(() =>
      expect(screen.queryByText('Your AI employee is already set up.')).not.toBeInTheDocument(),
    );
  });

  it('/create-employee when one exists says so and shows it', async () => {
    fakeApi(ASSISTANT);
    renderAt('/create-employee');
    expect(await screen.findByText('Your AI employee is already set up.')).toBeInTheDocument();
    expect(screen.getByText('assistant@northwind.test')).toBeInTheDocument();
  });

  it('disconnects the mailbox after confirmation', async () => {
    const api = fakeApi(ASSISTANT);
    renderAt('/ai-employee');
    await screen.findByText('assistant@northwind.test');

    await clickAndConfirm('Disconnect');

    expect(await screen.findByText('You have no AI employee yet.')).toBeInTheDocument();
    expect(api.deletes).toBe(1);
  });

  it('says so when the AI employee cannot be loaded', async () => {
    server.use(
      http.get(`${API_ORIGIN}/api/ai-employee`, () =>
        apiError(403, 'forbidden', 'Your organization is on the inbound plan.'),
      ),
    );
    renderAt('/ai-employee');
    expect(await screen.findByText('Your organization is on the inbound plan.')).toBeInTheDocument();
  });
});
