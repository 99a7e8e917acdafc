import { decideAutoApproval, parseCustomerList, type SavedRules } from '../auto-approval.js';

const ivy: SavedRules = {
  user_id: 'u-ivy',
  member_name: 'Ivy Chen',
  order_value_threshold: 1000,
  ai_score_threshold: 80,
  customer_list: 'Acme Manufacturing, Granite Works',
  confidence_threshold: 0.9,
  updated_at: '2026-11-20T10:00:00.000Z',
};
const order = { total: 1000, ai_score: 80, customer_name: 'Acme Manufacturing' };

describe('decideAutoApproval', () => {
  it('approves at exactly the value and score thresholds', () => {
    expect(decideAutoApproval(order, [ivy])).toEqual({ approvedBy: ivy, misses: [] });
  });

  it('refuses one cent over the value threshold and one point under the score threshold', () => {
    const over = decideAutoApproval({ ...order, total: 1000.01 }, [ivy]);
    expect(over.approvedBy).toBeNull();
    expect(over.misses).toEqual([
      { user_id: 'u-ivy', member_name: 'Ivy Chen', reasons: ['Total 1000.01 is over 1000.00'] },
    ]);
    const under = decideAutoApproval({ ...order, ai_score: 79 }, [ivy]);
    expect(under.approvedBy).toBeNull();
    expect(under.misses[0]?.reasons).toEqual(['AI score 79 is under 80']);
  });

  it('matches customer names trimmed and case-insensitively, but not partially', () => {
    expect(decideAutoApproval({ ...order, customer_name: '  granite WORKS ' }, [ivy]).approvedBy).toBe(ivy);
    const partial = decideAutoApproval({ ...order, customer_name: 'Acme' }, [ivy]);
    expect(partial.approvedBy).toBeNull();
    expect(partial.misses[0]?.reasons).toEqual(['Acme is not in the customer list']);
  });

  it('approves nothing with an empty customer list or without rules', () => {
    const empty = decideAutoApproval(order, [{ ...ivy, customer_list: ' , ,' }]);
    expect(empty.approvedBy).toBeNull();
    expect(empty.misses[0]?.reasons).toEqual(['The customer list is empty']);
    expect(decideAutoApproval(order, [])).toEqual({ approvedBy: null, misses: [] });
  });

  it('never approves an order read from a document with a field under the confidence threshold', () => {
    const doubtful = decideAutoApproval({ ...order, extraction_confidence: 0.89 }, [ivy]);
    expect(doubtful.approvedBy).toBeNull();
    expect(doubtful.misses[0]?.reasons).toEqual(['Extraction confidence 0.89 is under 0.90']);
    expect(decideAutoApproval({ ...order, extraction_confidence: 0.9 }, [ivy]).approvedBy).toBe(ivy);
    const manual = decideAutoApproval({ ...order, extraction_confidence: 1, needs_manual_entry: true }, [
      ivy,
    ]);
    expect(manual.misses[0]?.reasons).toEqual(['The document needs manual entry']);
  });

  it('lists every failed condition', () => {
    const { misses } = decideAutoApproval({ total: 5000, ai_score: 10, customer_name: 'Nova Robotics' }, [
      ivy,
    ]);
    expect(misses[0]?.reasons).toHaveLength(3);
  });

  it('tries the most recently updated rules first and stops at the first met', () => {
    const older = {
      ...ivy,
      user_id: 'u-old',
      member_name: 'Old Rules',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    const newerMiss = {
      ...ivy,
      user_id: 'u-new',
      member_name: 'New Rules',
      customer_list: 'Someone Else',
      updated_at: '2026-11-21T00:00:00.000Z',
    };
    const decision = decideAutoApproval(order, [older, ivy, newerMiss]);
    expect(decision.approvedBy?.member_name).toBe('Ivy Chen');
    expect(decision.misses.map((miss) => miss.member_name)).toEqual(['New Rules']);
  });
});

describe('parseCustomerList', () => {
  it('splits on commas, trims and drops empty names', () => {
    expect(parseCustomerList(' Acme ,, Granite Works ,')).toEqual(['Acme', 'Granite Works']);
    expect(parseCustomerList('')).toEqual([]);
  });
});
