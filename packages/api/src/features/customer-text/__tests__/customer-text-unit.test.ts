// The pasted-text reader: signatures and contact snippets as people paste them, and the fields they give.
import {
  missingFields,
  PARSED_FIELDS,
  parseCustomerText,
  type ParsedFields,
} from '../parse-customer-text.js';

const SEGMENTS = ['Enterprise', 'Mid-market', 'Small business', 'Consumer'];
/** Every field the reader fills, none found. */
const empty = Object.fromEntries(PARSED_FIELDS.map((field) => [field, null])) as ParsedFields;
const parse = (text: string) => parseCustomerText(text, SEGMENTS);

describe('parseCustomerText', () => {
  it.each<[string, Partial<ParsedFields>]>([
    [
      'Best regards,\nJane Doe\nHead of Purchasing\nAcme Ltd\n+44 20 7946 0958\njane.doe@acme.test',
      {
        name: 'Jane Doe',
        job_title: 'Head of Purchasing',
        company: 'Acme Ltd',
        phone: '+44 20 7946 0958',
        email: 'jane.doe@acme.test',
      },
    ],
    [
      'Jane Doe | Head of Purchasing | Acme Ltd\njane@acme.test',
      { name: 'Jane Doe', job_title: 'Head of Purchasing', company: 'Acme Ltd', email: 'jane@acme.test' },
    ],
    [
      'Carlos Hernández\nOwner, Café Luna\nPortland, OR 97201\n(503) 555-0147\ncarlos@cafeluna.test',
      {
        name: 'Carlos Hernández',
        job_title: 'Owner',
        company: 'Café Luna',
        city: 'Portland',
        phone: '+1 503 555 0147',
        email: 'carlos@cafeluna.test',
      },
    ],
    [
      'BEGIN:VCARD\nVERSION:3.0\nN:Martin;Sophie\nFN:Sophie Martin\nORG:Épicerie Fine SARL\nTITLE:Acheteuse\nTEL;TYPE=work:+33 4 78 42 10 10\nEMAIL;TYPE=work:Sophie.Martin@Epicerie.test\nADR;TYPE=work:;;12 Rue de la République;Lyon;;69002;France\nEND:VCARD',
      {
        name: 'Sophie Martin',
        company: 'Épicerie Fine SARL',
        job_title: 'Acheteuse',
        phone: '+33 4 78 42 10 10',
        email: 'sophie.martin@epicerie.test',
        city: 'Lyon',
      },
    ],
    [
      '---------- Forwarded message ---------\nFrom: Tom Becker <Tom.Becker@Nordsee.test>\nDate: Mon, 16 Nov 2026\nSubject: Order\n\nHi, can you send the catalogue?',
      { name: 'Tom Becker', email: 'tom.becker@nordsee.test' },
    ],
    [
      'Name: Priya Patel\nEmail: priya@greenleaf.test\nPhone: 212-555-0188\nCompany: Greenleaf Foods\nTitle: Category Manager\nCity: New York\nSegment: Enterprise',
      {
        name: 'Priya Patel',
        email: 'priya@greenleaf.test',
        phone: '+1 212 555 0188',
        company: 'Greenleaf Foods',
        job_title: 'Category Manager',
        city: 'New York',
        segment: 'Enterprise',
      },
    ],
    [
      'Thanks!\n--\nLiam O’Brien\nOperations Director at Harbour Traders\nDublin, Ireland\nliam@harbour.test',
      {
        name: 'Liam O’Brien',
        job_title: 'Operations Director',
        company: 'Harbour Traders',
        city: 'Dublin',
        email: 'liam@harbour.test',
      },
    ],
    [
      'Kind regards\nAnna Schmidt • Einkaufsleiterin • Bäckerei Schmidt GmbH\nHauptstraße 5, 10115 Berlin\nTel. +49 30 1234567\nanna@baeckerei-schmidt.test',
      {
        name: 'Anna Schmidt',
        phone: '+49 30 1234567',
        company: 'Bäckerei Schmidt GmbH',
        city: 'Berlin',
        email: 'anna@baeckerei-schmidt.test',
      },
    ],
    ['maria.gonzalez@tienda.test', { name: 'Maria Gonzalez', email: 'maria.gonzalez@tienda.test' }],
    [
      'Ken Tanaka\nCEO\nSakura Imports Inc.\nken@sakura.test\nSmall business customer',
      {
        name: 'Ken Tanaka',
        job_title: 'CEO',
        company: 'Sakura Imports Inc.',
        email: 'ken@sakura.test',
        segment: 'Small business',
      },
    ],
    [
      'Cheers,\nOlivia Brown\nBuyer – Riverside Market\nolivia@riverside.test | 415.555.0123',
      {
        name: 'Olivia Brown',
        job_title: 'Buyer',
        company: 'Riverside Market',
        email: 'olivia@riverside.test',
        phone: '+1 415 555 0123',
      },
    ],
    [
      'Sent from my iPhone\n\nDavid Lee\nProcurement Lead, Summit Hotel Group\nLondon EC1A 1BB\nd.lee@summit.test',
      {
        name: 'David Lee',
        job_title: 'Procurement Lead',
        company: 'Summit Hotel Group',
        city: 'London',
        email: 'd.lee@summit.test',
      },
    ],
    [
      'Mail: chloe@petitpain.test\nChloé Dubois\nGérante\nLe Petit Pain SAS',
      { name: 'Chloé Dubois', company: 'Le Petit Pain SAS', email: 'chloe@petitpain.test' },
    ],
  ])('reads %j', (text, expected) => {
    expect(parse(text)).toEqual({ ...empty, ...expected });
  });

  it('finds no segment unless a known segment word is present', () => {
    expect(parse('Jane Doe\njane@acme.test\nEnterprise customer').segment).toBe('Enterprise');
    expect(parse('Jane Doe\njane@acme.test\nBig account').segment).toBeNull();
    expect(parseCustomerText('Jane Doe\nEnterprise', []).segment).toBeNull();
  });

  it('names the required fields it could not find', () => {
    expect(missingFields(parse('Call me on 415 555 0100'))).toEqual(['name', 'email']);
    expect(missingFields(parse('Jane Doe\nHead of Purchasing'))).toEqual(['email']);
    expect(missingFields(parse('Jane Doe <jane@acme.test>'))).toEqual([]);
  });

  it('gives nothing for text without contact details', () => {
    expect(parse('hello there, how are you?')).toEqual(empty);
  });
});
