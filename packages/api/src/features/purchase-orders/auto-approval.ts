/**
 * Which member's auto approval rules, if any, approve an incoming order (docs/inbound-api.md "Auto approval
 * rules"). Pure: the caller loads the organization's saved rules.
 */
import { customerKey } from './score-order.js';

export interface SavedRules {
  user_id: string;
  /** The member's display name ("Ivy Chen"), for the audit trail. */
  member_name: string;
  order_value_threshold: number;
  ai_score_threshold: number;
  customer_list: string;
  /** Every extracted field of an order read from a document must be at least this sure (0..1). */
  confidence_threshold: number;
  /** ISO timestamp; the most recently updated rules are tried first. */
  updated_at: string;
}

export interface OrderForRules {
  total: number;
  ai_score: number;
  customer_name: string;
  /** The lowest field confidence of an order read from a document; null/absent otherwise. */
  extraction_confidence?: number | null;
  needs_manual_entry?: boolean;
}

export interface RulesMiss {
  user_id: string;
  member_name: string;
  reasons: string[];
}

export interface AutoApprovalDecision {
  /** The first rules met, or null when none are. */
  approvedBy: SavedRules | null;
  /** Why each rules tried before (or instead of) a match failed: for tests and audit details. */
  misses: RulesMiss[];
}

/** The names of a comma-separated customer list, trimmed, empty entries dropped. */
export function parseCustomerList(list: string): string[] {
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

const cents = (value: number) => Math.round(value * 100);

/** Why `rules` do not approve `order`; empty when they do. */
export function rulesMisses(order: OrderForRules, rules: SavedRules): string[] {
  const reasons: string[] = [];
  if (cents(order.total) > cents(rules.order_value_threshold))
    reasons.push(`Total ${order.total.toFixed(2)} is over ${rules.order_value_threshold.toFixed(2)}`);
  if (order.ai_score < rules.ai_score_threshold)
    reasons.push(`AI score ${order.ai_score} is under ${rules.ai_score_threshold}`);
  if (order.needs_manual_entry) reasons.push('The document needs manual entry');
  else if (
    order.extraction_confidence !== null &&
    order.extraction_confidence !== undefined &&
    order.extraction_confidence < rules.confidence_threshold
  )
    reasons.push(
      `Extraction confidence ${order.extraction_confidence.toFixed(2)} is under ${rules.confidence_threshold.toFixed(2)}`,
    );
  const names = parseCustomerList(rules.customer_list).map(customerKey);
  if (names.length === 0) reasons.push('The customer list is empty');
  else if (!names.includes(customerKey(order.customer_name)))
    reasons.push(`${order.customer_name.trim()} is not in the customer list`);
  return reasons;
}

/** Tries every member's rules, most recently updated first (ties: by user id, for determinism). */
export function decideAutoApproval(
  order: OrderForRules,
  allRules: readonly SavedRules[],
): AutoApprovalDecision {
  const ordered = [...allRules].sort(
    (a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at) || a.user_id.localeCompare(b.user_id),
  );
  const misses: RulesMiss[] = [];
  for (const rules of ordered) {
    const reasons = rulesMisses(order, rules);
    if (reasons.length === 0) return { approvedBy: rules, misses };
    misses.push({ user_id: rules.user_id, member_name: rules.member_name, reasons });
  }
  return { approvedBy: null, misses };
}

/** The audit label of an automatic decision. */
export const autoApprovalLabel = (memberName: string) => `Auto approval rules of ${memberName}`;

/** The decision reason stored on an auto-approved order. */
export function autoApprovalReason(rules: SavedRules): string {
  return (
    `Met the auto approval rules of ${rules.member_name}: total at or under ` +
    `${rules.order_value_threshold.toFixed(2)}, AI score at or over ${rules.ai_score_threshold}, ` +
    'customer in the list.'
  );
}
