import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, setupFakeNetwork, storeFakeSession } from '@aide/shared-auth/testing';
import { API, fakeOrganization, fakePlatformApi } from '../../../test-support/fake-platform';
import { UsageLimitsCard } from '../components/usage-limits-card';

const OPS = { id: '55555555-5555-4555-8555-555555555555', email: 'ops@aide.test' };
const northwind = fakeOrganization();
const platform = fakePlatformApi([northwind]);
const server = setupFakeNetwork(...platform.handlers);

function renderCard() {
  storeFakeSession(OPS, { operator: true, aal: 'aal2' });
  return renderWithProviders(<UsageLimitsCard organization={northwind} />);
}

const patches = () => platform.requests.filter((request) => request.method === 'PATCH');

afterEach(() => {
  platform.overrides.clear();
  platform.requests.length = 0;
});

describe('the usage and limits of an organization', () => {
  it('shows this month’s usage against each limit, the plan’s defaults as placeholders', async () => {
    renderCard();
    const ai = await screen.findByRole('spinbutton', { name: 'AI questions per month' });
    expect(ai).toHaveValue('');
    expect(ai).toHaveAttribute('placeholder', '2,000 (plan default)');
    expect(screen.getByText('12 of 2,000 used this month')).toBeInTheDocument();
    expect(screen.getByText('1 of 500 used today')).toBeInTheDocument();
    expect(screen.getByText('2 used (no limit)')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Members' })).toHaveAttribute(
      'placeholder',
      'No limit (plan default)',
    );
  });

  it('saves a smaller AI limit and shows it reached once the usage meets it', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.type(await screen.findByRole('spinbutton', { name: 'AI questions per month' }), '12');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('The limits of Northwind Traders are saved.')).toBeInTheDocument();
    expect(patches().map((request) => request.body)).toEqual([{ ai_questions_per_month: 12 }]);
    expect(await screen.findByText('12 of 12 used this month: limit reached')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'AI questions per month' })).toHaveValue('12');
  });

  it('sends null for an emptied field: back to the plan’s default', async () => {
    const user = userEvent.setup();
    platform.overrides.set(northwind.id, {
      ai_questions_per_month: null,
      emails_per_day: 20,
      intake_documents_per_month: null,
      storage_bytes: null,
      members: null,
    });
    renderCard();
    const emails = await screen.findByRole('spinbutton', { name: 'Emails per day' });
    expect(emails).toHaveValue('20');
    expect(screen.getByText('1 of 20 used today')).toBeInTheDocument();
    await user.clear(emails);
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(patches().map((request) => request.body)).toEqual([{ emails_per_day: null }]));
    expect(await screen.findByText('1 of 500 used today')).toBeInTheDocument();
  });

  it('says what the API refused under the field it names', async () => {
    const user = userEvent.setup();
    server.use(
      http.patch(`${API}/organizations/:id/limits`, () =>
        HttpResponse.json(
          { error: 'invalid_request', message: 'At most 1,000,000 members.', field: 'members' },
          { status: 422 },
        ),
      ),
    );
    renderCard();
    await user.type(await screen.findByRole('spinbutton', { name: 'Members' }), '99999999');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('At most 1,000,000 members.')).toBeInTheDocument();
    expect(screen.queryByText('The limits of Northwind Traders are saved.')).not.toBeInTheDocument();
  });
});
