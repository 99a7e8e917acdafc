import { detectColumns, normalizeHeader, unmappedRequiredFields } from '../detect-columns.js';
import { IMPORT_FIELDS } from '../import-fields.js';

describe('detectColumns', () => {
  it('ignores case, spacing and punctuation', () => {
    expect(normalizeHeader(' E-Mail  Address ')).toBe('emailaddress');
    const mapping = detectColumns(['NAME', ' e-mail ', 'Phone Number'], IMPORT_FIELDS.customers);
    expect(mapping).toMatchObject({ name: 0, email: 1, phone: 2, company: null, segment: null, city: null });
  });

  it('recognises common synonyms for customers', () => {
    const mapping = detectColumns(
      ['Customer Name', 'Email Address', 'Company Name', 'Town'],
      IMPORT_FIELDS.customers,
    );
    expect(mapping).toMatchObject({ name: 0, email: 1, company: 2, city: 3 });
  });

  it('prefers the exact field name over a synonym and uses each column once', () => {
    const mapping = detectColumns(['Customer Name', 'Name', 'Email'], IMPORT_FIELDS.customers);
    expect(mapping.name).toBe(1);
    expect(mapping.email).toBe(2);
  });

  it('maps sales and inventory headers', () => {
    expect(
      detectColumns(
        ['Item SKU', 'Qty', 'Unit Price', 'Date', 'Customer Name', 'E-mail'],
        IMPORT_FIELDS.sales,
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
        IMPORT_FIELDS.inventory,
      ),
    ).toMatchObject({ sku: 0, name: 1, brand: 2, category: 3, price: 4, quantity_on_hand: 5 });
  });

  it('lists required fields that found no column', () => {
    const mapping = detectColumns(['Email', 'City'], IMPORT_FIELDS.customers);
    expect(unmappedRequiredFields(mapping, IMPORT_FIELDS.customers).map((f) => f.key)).toEqual(['name']);
  });
});
