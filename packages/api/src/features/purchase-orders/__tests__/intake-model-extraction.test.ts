// Extraction through LLM_BASE_URL's model (faked at the HTTP boundary): the document's text goes to the
// chat-completions endpoint in JSON mode, the answer is matched and cross-checked like the rules' reading,
// and the rules take over when the model cannot answer.
import type { LlmConfig } from '../../../config.js';
import { extractDocument } from '../intake/extract-document.js';
import type { MatchingContext } from '../intake/extraction-types.js';
import { startFakeOpenAi } from '../../../../tests/support/fake-openai-server.js';
import { corpusBytes, corpusOrganization } from '../../../../tests/support/purchase-order-fixtures.js';
import { suiteFixture } from '../../../../tests/support/suite-fixture.js';

const fake = suiteFixture(startFakeOpenAi);
/** LLM_BASE_URL's model: the fake. */
const model = (): LlmConfig => ({ baseUrl: fake.baseUrl, apiKey: 'test-key', model: 'po-reader' });
let context: MatchingContext;
let pdf: Uint8Array;
beforeAll(async () => {
  context = await corpusOrganization();
  pdf = await corpusBytes('classic-2.pdf');
});

const answer = {
  po_number: { text: 'PO-202601074', confidence: 0.99 },
  customer_name: { text: 'Hilltop Café', confidence: 0.9 },
  order_date: { text: '11/15/2026', confidence: 0.97 },
  requested_delivery_date: { text: 'Nov 21, 2026', confidence: 0.96 },
  currency: { text: 'USD', confidence: 0.9 },
  total: { text: '$999.99', confidence: 0.9 },
  number_style: 'dot',
  lines: [
    {
      sku: 'CNF-070',
      description: 'Dark Chocolate Callets 2.5 kg',
      quantity: 28,
      unit_price: 27.5,
      amount: 770,
    },
    { sku: '', description: 'Almond Biscotti 48 pack', quantity: 33, unit_price: 18.5, amount: null },
    { sku: 'X', description: 'a line without a quantity', quantity: null, unit_price: 1, amount: 1 },
  ],
};

test("the model's answer is matched and cross-checked like the rules' reading", async () => {
  fake.script({ completion: `Here you are:\n${JSON.stringify(answer)}` });
  const extraction = await extractDocument('pdf', pdf, context, model());

  const request = fake.requests.at(-1)!;
  expect(request.path).toBe('/v1/chat/completions');
  expect(request.authorization).toBe('Bearer test-key');
  expect(request.body.model).toBe('po-reader');
  expect(request.body.response_format).toEqual({ type: 'json_object' });
  // The document's own text is what the model reads.
  expect(request.body.messages.at(-1)?.content).toContain('PO-202601074');

  expect(extraction.extractor).toBe('model');
  expect(extraction.fields.po_number).toMatchObject({ value: 'PO-202601074' });
  // A model's own certainty is capped below the rules' best.
  expect(extraction.fields.po_number.confidence).toBeLessThanOrEqual(0.95);
  expect(extraction.fields.po_number.reason).toContain('po-reader');
  // Matched to the organization's customer, dates parsed as for the rules.
  expect(extraction.fields.customer_name.value).toBe('Hilltop Cafe');
  expect(extraction.fields.order_date.value).toBe('2026-11-15');
  expect(extraction.fields.requested_delivery_date.value).toBe('2026-11-21');
  // A line without a quantity is dropped; a line without a SKU is matched to the catalog by description.
  expect(extraction.lines).toHaveLength(2);
  expect(extraction.lines[1]?.sku).toBe('CNF-071');
  // The stated total disagrees with the lines: flagged, so auto approval will not pass it.
  expect(extraction.fields.total.confidence).toBeLessThan(0.9);
  expect(extraction.fields.total.reason).toMatch(/lines add up to/);
});

test('when the model fails or answers nonsense, the rules read the document', async () => {
  fake.script({ status: 500 }, { status: 500 });
  const failed = await extractDocument('pdf', pdf, context, model());
  expect(failed.extractor).toBe('rules');
  expect(failed.fields.po_number.value).toBe('PO-202601074');

  fake.script({ completion: 'I cannot read this document.' });
  const nonsense = await extractDocument('pdf', pdf, context, model());
  expect(nonsense.extractor).toBe('rules');
  expect(nonsense.needs_manual_entry).toBe(false);
});

test('a scanned PDF needs manual entry without asking the model', async () => {
  const scan = await corpusBytes('scanned-1.pdf');
  const before = fake.requests.length;
  const extraction = await extractDocument('pdf', scan, context, model());
  expect(extraction.needs_manual_entry).toBe(true);
  expect(fake.requests.length).toBe(before);
});
