import type { ReactNode } from 'react';
import { Tag } from './antd';

/** How a status reads: an antd Tag colour (`success`, `processing`, `gold`…) and its label. */
export interface StatusLook {
  color: string;
  label: ReactNode;
}

export interface StatusTagProps<S extends string> {
  status: S;
  /** Every status's look, so a new status cannot ship without one. */
  looks: Readonly<Record<S, StatusLook>>;
}

/** A status as a coloured tag: an order's Pending/Approved/Rejected, an offer's Active/Ended… */
export function StatusTag<S extends string>({ status, looks }: StatusTagProps<S>) {
  const { color, label } = looks[status];
  return <Tag color={color}>{label}</Tag>;
}

/**
 * The tag of one kind of status, its looks given once: `const OfferStatusTag = statusTagOf(OFFER_LOOKS)`,
 * then `<OfferStatusTag status={offer.status} />`.
 */
export function statusTagOf<S extends string>(looks: Readonly<Record<S, StatusLook>>) {
  return function KindStatusTag({ status }: { status: S }) {
    return <StatusTag status={status} looks={looks} />;
  };
}
