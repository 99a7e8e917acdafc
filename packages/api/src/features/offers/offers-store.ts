import type { FromSchema } from 'json-schema-to-ts';
import type { Queryable } from '../../db/db.js';
import type { ReplyOf } from '../../http/api-instance.js';
import { HttpError } from '../../http/error-handler.js';
import { dateTimeString, objectOf, uuidString } from '../../http/schema-fragments.js';
import type { Workspace } from '../../workspace/with-workspace.js';

/** A new offer's fields, as offerInputSchema reads them. */
export type OfferInput = FromSchema<typeof offerInputSchema>;

/** An offer as stored, with the status its dates give it today, as offerSchema writes it. */
export type Offer = ReplyOf<typeof offerSchema>;

const date = { type: 'string', format: 'date', description: 'YYYY-MM-DD' } as const;

export const offerInputProperties = {
  title: { type: 'string', minLength: 1, maxLength: 200 },
  target_type: { type: 'string', enum: ['brand', 'category'] },
  target_value: { type: 'string', minLength: 1, maxLength: 200 },
  discount_percent: { type: 'number', exclusiveMinimum: 0, maximum: 90 },
  starts_on: date,
  ends_on: date,
} as const;

/** A new offer: every field. */
export const offerInputSchema = {
  type: 'object',
  required: ['title', 'target_type', 'target_value', 'discount_percent', 'starts_on', 'ends_on'],
  properties: offerInputProperties,
} as const;

export const offerSchema = objectOf({
  id: uuidString,
  ...offerInputProperties,
  status: { type: 'string', enum: ['active', 'scheduled', 'ended'] },
  created_at: dateTimeString,
  updated_at: dateTimeString,
});

// $2 is today: the status follows from the dates, so it never goes stale.
const COLUMNS = `id, title, target_type, target_value, discount_percent::float8 as discount_percent,
  to_char(starts_on, 'YYYY-MM-DD') as starts_on, to_char(ends_on, 'YYYY-MM-DD') as ends_on,
  case when starts_on > $2::date then 'scheduled' when ends_on < $2::date then 'ended' else 'active' end as status,
  created_at, updated_at`;

const STATUS_FILTER: Record<string, string> = {
  active: 'starts_on <= $2::date and ends_on >= $2::date',
  scheduled: 'starts_on > $2::date',
  ended: 'ends_on < $2::date',
  all: 'true',
};

export async function listOffers(tx: Queryable, ws: Workspace, status: string, today: string) {
  const { rows } = await tx.query(
    `select ${COLUMNS} from public.aide_offers
      where organization_id = $1 and ${STATUS_FILTER[status] ?? 'true'}
      order by starts_on desc, created_at desc, id`,
    [ws.organizationId, today],
  );
  return { items: rows };
}

/**
 * An offer's values as stored, in the order title, target_type, target_value, discount_percent, starts_on,
 * ends_on; a 400 when it would end before it starts.
 */
function storedFields(offer: OfferInput): unknown[] {
  if (offer.ends_on < offer.starts_on) {
    throw new HttpError(400, 'invalid_request', 'The end date must be on or after the start date.');
  }
  return [
    offer.title.trim(),
    offer.target_type,
    offer.target_value.trim(),
    offer.discount_percent,
    offer.starts_on,
    offer.ends_on,
  ];
}

export async function createOffer(tx: Queryable, ws: Workspace, input: OfferInput, today: string) {
  const { rows } = await tx.query<Offer>(
    `insert into public.aide_offers
       (organization_id, title, target_type, target_value, discount_percent, starts_on, ends_on, created_by)
     values ($1, $3, $4, $5, $6, $7, $8, $9)
     returning ${COLUMNS}`,
    [ws.organizationId, today, ...storedFields(input), ws.userId],
  );
  return rows[0]!;
}

const notFound = () => new HttpError(404, 'not_found', 'No such offer in your organization.');

async function currentOffer(tx: Queryable, ws: Workspace, id: string, today: string) {
  const { rows } = await tx.query<Offer>(
    `select ${COLUMNS} from public.aide_offers where organization_id = $1 and id = $3 for update`,
    [ws.organizationId, today, id],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

export async function updateOffer(
  tx: Queryable,
  ws: Workspace,
  id: string,
  patch: Partial<OfferInput>,
  today: string,
) {
  const merged = { ...(await currentOffer(tx, ws, id, today)), ...patch };
  // The row is locked by currentOffer: the update returns it.
  const { rows } = await tx.query<Offer>(
    `update public.aide_offers
        set title = $4, target_type = $5, target_value = $6, discount_percent = $7, starts_on = $8, ends_on = $9,
            updated_at = now()
      where organization_id = $1 and id = $3
      returning ${COLUMNS}`,
    [ws.organizationId, today, id, ...storedFields(merged)],
  );
  return rows[0]!;
}

/**
 * Ends an offer now: it stops applying today (ends_on = yesterday). One that had not started yet is moved to
 * yesterday as well, so it reads as ended rather than disappearing. Ending an ended offer changes nothing.
 */
export async function endOffer(tx: Queryable, ws: Workspace, id: string, today: string) {
  const offer = await currentOffer(tx, ws, id, today);
  if (offer.status === 'ended') return offer;
  const { rows } = await tx.query<Offer>(
    `update public.aide_offers
        set ends_on = $2::date - 1, starts_on = least(starts_on, $2::date - 1), updated_at = now()
      where organization_id = $1 and id = $3
      returning ${COLUMNS}`,
    [ws.organizationId, today, id],
  );
  return rows[0]!;
}
