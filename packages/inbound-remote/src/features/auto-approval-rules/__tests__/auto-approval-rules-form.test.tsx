import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  apiError,
  failsOnceThen,
  IVY,
  renderWithProviders,
  setupFakeNetwork,
  storeFakeSession,
} from '@aide/shared-auth/testing';
import {
  AUTO_APPROVAL_RULES_URL,
  DEFAULT_AUTO_APPROVAL_RULES,
} from '../../../test-support/fake-auto-approval-rules';
import type { AutoApprovalRulesResponse } from '../api/auto-approval-rules-api';
import { AutoApprovalRulesForm } from '../components/auto-approval-rules-form';

const server = setupFakeNetwork();

/** GET answers `current`; PUT records its body and answers with `respond` (default: stores it). */
function rulesServer(respond?: (body: unknown) => Response) {
  let current = DEFAULT_AUTO_APPROVAL_RULES;
  const puts: unknown[] = [];
  server.use(
    http.get(AUTO_APPROVAL_RULES_URL, () => HttpResponse.json(current)),
    http.put(AUTO_APPROVAL_RULES_URL, async ({ request }) => {
      const body = await request.json();
      puts.push(body);
      if (respond) return respond(body);
      current = {
        rules: { ...(body as AutoApprovalRulesResponse['rules']), updated_at: '2026-11-21T15:05:00Z' },
        saved: true,
      };
      return HttpResponse.json(current);
    }),
  );
  return { puts };
}

function renderForm() {
  storeFakeSession(IVY);
  return renderWithProviders(<AutoApprovalRulesForm />);
}

/** The rules server and the form, once it shows the default rules (ready to type into). */
async function renderLoadedForm(respond?: (body: unknown) => Response) {
  const rules = rulesServer(respond);
  renderForm();
  await screen.findByDisplayValue('1000');
  return rules;
}

const orderValue = () => screen.getByLabelText('Order value threshold (USD)');
const score = () => screen.getByLabelText('AI score threshold (%)');
const customers = () => screen.getByLabelText('Customer list');
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Rules' }));

describe('AutoApprovalRulesForm', () => {
  it('loads the defaults with what the rules do, and the score box announces 0 to 100', async () => {
    rulesServer();
    renderForm();

    expect(await screen.findByDisplayValue('1000')).toBe(orderValue());
    expect(score()).toHaveValue('80');
    expect(score()).toHaveAttribute('aria-valuemin', '0');
    expect(score()).toHaveAttribute('aria-valuemax', '100');
    expect(customers()).toHaveValue('');
    expect(customers()).toHaveAttribute('placeholder', 'Comma-separated customer names');
    expect(
      screen.getByText(
        'Orders at or under the value, scoring at or above the threshold, from a listed customer are approved automatically as they arrive.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('rules-saved-at')).toHaveTextContent('Not saved yet: these are the defaults.');
  });

  it('shows the saved rules the server returns', async () => {
    server.use(
      http.get(AUTO_APPROVAL_RULES_URL, () =>
        HttpResponse.json({
          rules: {
            order_value_threshold: 2500.5,
            ai_score_threshold: 65,
            customer_list: 'Acme Corp, Globex',
            updated_at: '2026-11-20T10:00:00Z',
          },
          saved: true,
        }),
      ),
    );
    renderForm();
    expect(await screen.findByDisplayValue('2500.5')).toBe(orderValue());
    expect(score()).toHaveValue('65');
    expect(customers()).toHaveValue('Acme Corp, Globex');
    expect(screen.getByTestId('rules-saved-at')).toHaveTextContent(/^Last saved Nov 20, 2026/);
  });

  it('saves exactly the entered rules, with a tidied customer list, and toasts success', async () => {
    const { puts } = await renderLoadedForm();

    type(orderValue(), '750.25');
    type(score(), '90');
    type(customers(), ' Acme Corp ,, Globex Inc ,');
    save();

    expect(await screen.findByText('Auto Approval Rules Saved')).toBeInTheDocument();
    expect(puts).toEqual([
      { order_value_threshold: 750.25, ai_score_threshold: 90, customer_list: 'Acme Corp, Globex Inc' },
    ]);
    // The form now shows what the server stored.
    await waitFor(() => expect(customers()).toHaveValue('Acme Corp, Globex Inc'));
    expect(screen.getByTestId('rules-saved-at')).toHaveTextContent(/^Last saved Nov 21, 2026/);
  });

  it.each([
    ['an empty order value', () => type(orderValue(), ''), 'Enter an order value threshold in USD.'],
    [
      'a negative order value',
      () => type(orderValue(), '-5'),
      'The order value threshold cannot be negative.',
    ],
    ['an empty score', () => type(score(), ''), 'Enter an AI score threshold from 0 to 100.'],
    ['a score over 100', () => type(score(), '101'), 'The AI score threshold must be from 0 to 100.'],
    ['a negative score', () => type(score(), '-1'), 'The AI score threshold must be from 0 to 100.'],
    [
      'a customer list over 4000 characters',
      () => type(customers(), 'a'.repeat(4001)),
      'The customer list can hold at most 4,000 characters (it has 4,001).',
    ],
  ])('explains %s and sends nothing', async (_case, enter, message) => {
    const { puts } = await renderLoadedForm();

    enter();
    save();

    expect(await screen.findByText(message)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(puts).toEqual([]);
    expect(screen.queryByText('Auto Approval Rules Saved')).not.toBeInTheDocument();
  });

  it('accepts the limits themselves: 0 USD, 0 and 100 percent, 4000 characters', async () => {
    const { puts } = await renderLoadedForm();

    type(orderValue(), '0');
    type(score(), '100');
    type(customers(), 'a'.repeat(4000));
    save();

    expect(await screen.findByText('Auto Approval Rules Saved')).toBeInTheDocument();
    expect(puts).toEqual([
      { order_value_threshold: 0, ai_score_threshold: 100, customer_list: 'a'.repeat(4000) },
    ]);
  });

  it('toasts the SPEC error when saving fails and keeps what was typed', async () => {
    const { puts } = await renderLoadedForm(() => apiError(500, 'internal', 'boom'));

    type(score(), '70');
    save();

    expect(await screen.findByText('Error Saving Rules')).toBeInTheDocument();
    expect(screen.getByText('Failed to save auto approval rules. Please try again.')).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(score()).toHaveValue('70');
    expect(screen.queryByText('Auto Approval Rules Saved')).not.toBeInTheDocument();
  });

  it('says so when the rules cannot be loaded, and retries', async () => {
    server.use(http.get(AUTO_APPROVAL_RULES_URL, failsOnceThen(DEFAULT_AUTO_APPROVAL_RULES)));
    renderForm();

    expect(await screen.findByText('Your auto approval rules could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Rules' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByDisplayValue('1000')).toBe(orderValue());
  });
});
