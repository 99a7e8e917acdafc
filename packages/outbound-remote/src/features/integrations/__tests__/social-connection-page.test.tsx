import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiError, renderAsSam, setupFakeNetwork } from '@aide/shared-auth/testing';
import { SocialConnectionPage } from '../components/social-connection-page';
import type { SocialConnection } from '../api/integration-types';
import { validateProfileUrl } from '../lib/social-networks';
import { API_ORIGIN } from '../../../test-support/fake-popup';
import { clickAndConfirm } from '../../../test-support/jsdom-gaps';

const server = setupFakeNetwork();

const COMPANY_PAGE: SocialConnection = {
  id: 's1',
  network: 'linkedin',
  handle: 'northwind-traders',
  profile_url: 'https://www.linkedin.com/company/northwind-traders',
  connected_at: '2025-03-12T10:00:00Z',
};

function fakeApi(initial: SocialConnection[], answerPost: (body: unknown) => Response) {
  const state = { items: [...initial], posts: [] as unknown[] };
  server.use(
    http.get(`${API_ORIGIN}/api/social_connections`, () => HttpResponse.json({ items: state.items })),
    http.post(`${API_ORIGIN}/api/social_connections`, async ({ request }) => {
      const body = await request.json();
      state.posts.push(body);
      return answerPost(body);
    }),
  );
  return state;
}

async function renderPage() {
  renderAsSam(<SocialConnectionPage />, { route: '/social-connection' });
  expect(await screen.findByRole('heading', { name: 'Social Connections' })).toBeInTheDocument();
}

async function submitUrl(url: string) {
  const input = screen.getByRole('textbox', { name: 'Profile URL' });
  await userEvent.clear(input);
  // One paste instead of typing: every keystroke would re-run the field's validation (slow in jsdom).
  await userEvent.click(input);
  await userEvent.paste(url);
  await userEvent.click(screen.getByRole('button', { name: 'Add profile' }));
}

describe('Social Connections page', () => {
  it('lists the profiles per network', async () => {
    fakeApi([COMPANY_PAGE], () => HttpResponse.json({}, { status: 500 }));
    await renderPage();
    const linkedin = await screen.findByRole('list', { name: 'LinkedIn profiles' });
    expect(within(linkedin).getByRole('link', { name: 'northwind-traders' })).toHaveAttribute(
      'href',
      COMPANY_PAGE.profile_url,
    );
    for (const network of ['X', 'Facebook', 'Instagram']) {
      expect(screen.getByText(`No ${network} profile connected`)).toBeInTheDocument();
    }
  });

  it('checks the URL in the browser before sending anything', async () => {
    const api = fakeApi([], () => HttpResponse.json({}, { status: 500 }));
    await renderPage();
    await screen.findByText('No LinkedIn profile connected');

    await submitUrl('http://www.linkedin.com/in/sam');
    expect(await screen.findByText('The profile URL must start with https://')).toBeInTheDocument();

    await submitUrl('https://x.com/sam');
    expect(await screen.findByText('A LinkedIn profile URL must be on linkedin.com.')).toBeInTheDocument();

    await submitUrl('not a url');
    expect(await screen.findByText(/Enter a full URL/)).toBeInTheDocument();
    expect(api.posts).toHaveLength(0);
  });

  it('adds a profile and shows it', async () => {
    const api = fakeApi([], (body) => {
      const created = {
        ...COMPANY_PAGE,
        id: 's2',
        handle: 'sam-rivera',
        profile_url: 'https://www.linkedin.com/in/sam-rivera',
      };
      expect(body).toEqual({ network: 'linkedin', profile_url: created.profile_url });
      api.items = [created];
      return HttpResponse.json(created, { status: 201 });
    });
    await renderPage();
    await screen.findByText('No LinkedIn profile connected');

    await submitUrl('https://www.linkedin.com/in/sam-rivera');

    expect(await screen.findByRole('link', { name: 'sam-rivera' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Profile URL' })).toHaveValue('');
  });

  it("shows the server's message when the profile is already connected", async () => {
    fakeApi([COMPANY_PAGE], () => apiError(409, 'conflict', 'This LinkedIn profile is already connected.'));
    await renderPage();
    await screen.findByRole('link', { name: 'northwind-traders' });

    await submitUrl(COMPANY_PAGE.profile_url);

    expect(await screen.findByText('This LinkedIn profile is already connected.')).toBeInTheDocument();
  });

  it('removes a profile after confirmation', async () => {
    const api = fakeApi([COMPANY_PAGE], () => HttpResponse.json({}, { status: 500 }));
    server.use(
      http.delete(`${API_ORIGIN}/api/social_connections/s1`, () => {
        api.items = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await renderPage();
    await screen.findByRole('link', { name: 'northwind-traders' });

    await clickAndConfirm('Remove');

    expect(await screen.findByText('No LinkedIn profile connected')).toBeInTheDocument();
  });
});

describe('validateProfileUrl', () => {
  it('accepts each network on its own hosts only', () => {
    expect(validateProfileUrl('x', 'https://twitter.com/northwind')).toBeNull();
    expect(validateProfileUrl('x', 'https://x.com/northwind')).toBeNull();
    expect(validateProfileUrl('instagram', 'https://www.instagram.com/northwind')).toBeNull();
    expect(validateProfileUrl('facebook', 'https://m.facebook.com/northwind')).toBeNull();
    expect(validateProfileUrl('facebook', 'https://facebook.com.evil.test/northwind')).toMatch(
      /must be on facebook.com/,
    );
    expect(validateProfileUrl('instagram', 'https://www.instagram.com/')).toMatch(/must point to a profile/);
  });
});
