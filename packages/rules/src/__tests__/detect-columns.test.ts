import { detectColumns, normalizeHeader, unmappedRequiredFields } from '../lib/detect-columns';
import { IMPORT_KINDS } from '../lib/import-kinds';

describe('detectColumns', () => {
  it('ignores case, spacing and punctuation', () => {
    expect(normalizeHeader(' E-Mail  Address ')).toBe('emailaddress');
    const mapping = detectColumns(['NAME', ' e-mail ', 'Phone Number'], IMPORT_KINDS.customers.fields);
    expect(mapping).toMatchObject({ name: 0, email: 1, phone: 2, company: null, segment: null, city: null });
  });

  it('recognises common synonyms for customers', () => {
    const mapping = detectColumns(
      ['Customer Name', 'Email Address', 'Company Name', 'Town'],
      IMPORT_KINDS.customers.fields,
    );
    expect(mapping).toMatchObject({ name: 0, email: 1, company: 2, city: 3 });
  });

  it('prefers the exact field name over a synonym and uses each column once', () => {
    const mapping = detectColumns(['Customer Name', 'Name', 'Email'], IMPORT_KINDS.customers.fields);
    expect(mapping.name).toBe(1);
    expect(mapping.email).toBe(2);
  });

  it('maps sales and inventory headers', () => {
    expect(
      detectColumns(
        ['Item SKU', 'Qty', 'Unit Price', 'Date', 'Customer Name', 'E-mail'],
        IMPORT_KINDS.sales.fields,
      ),
    ).toMatchObject({
      sku: 0,
      quantity: 1,
      unit_price: 2,
      sold_at: 3,
      customer: 4,
      customer_email: 5,
      order_ref: null,
    });
    expect(
      detectColumns(
        ['SKU', 'Product Name', 'Brand', 'Category', 'Unit Price', 'Qty'],
        IMPORT_KINDS.inventory.fields,
      ),
    ).toMatchObject({ sku: 0, name: 1, brand: 2, category: 3, price: 4, quantity_on_hand: 5 });
  });

  it('lists required fields that found no column', () => {
    const mapping = detectColumns(['Email', 'City'], IMPORT_KINDS.customers.fields);
    expect(unmappedRequiredFields(mapping, IMPORT_KINDS.customers.fields).map((f) => f.key)).toEqual([
      'name',
    ]);
  });
});
