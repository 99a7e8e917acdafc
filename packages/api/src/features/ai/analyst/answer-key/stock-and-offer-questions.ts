// Questions about stock and offers: the products below a level, and the offers running today.
import { cited, NORTHWIND_ORGANIZATION_ID, plain, sameSet, type AnswerKeyQuestion } from './key-question.js';

export const lowStock = (question: string, below: number): AnswerKeyQuestion => ({
  question,
  async check(answer, db) {
    const { rows } = await db.query<{ id: string }>(
      'select id from public.aide_inventory_items where organization_id = $1 and quantity_on_hand < $2',
      [NORTHWIND_ORGANIZATION_ID, below],
    );
    if (rows.length > 50) return 'the key expects at most 50 products';
    return sameSet(
      cited(answer, 'product'),
      rows.map((row) => row.id),
      'products',
    );
  },
});

export const activeOffers = (question: string): AnswerKeyQuestion => ({
  question,
  async check(answer, db, today) {
    const { rows } = await db.query<{ title: string; active: boolean }>(
      `select title, $2::date between starts_on and ends_on as active from public.aide_offers where organization_id = $1`,
      [NORTHWIND_ORGANIZATION_ID, today],
    );
    const text = plain(answer.text);
    const missing = rows.filter((offer) => offer.active && !text.includes(offer.title));
    const stale = rows.filter((offer) => !offer.active && text.includes(offer.title));
    if (!rows.some((offer) => offer.active)) return 'no active offer in the seed';
    return missing.length || stale.length
      ? `offers missing: ${missing.map((o) => o.title).join(', ') || 'none'}; inactive shown: ${stale.map((o) => o.title).join(', ') || 'none'}`
      : null;
  },
});
