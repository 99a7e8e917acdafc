// The trap set: questions Ask AI cannot answer from the organization's data — names it does not have, asks it
// does not support, words that change the meaning. None may get figures (an answer to a different question);
// asking back, saying what was not understood or that it is unavailable all pass. Written with the held-out
// set, before the parser was changed, and never used to adjust it.
import type { GeneralizationCase } from './figure-spec.js';

const trap = (kind: string, question: string): GeneralizationCase => ({
  kind,
  question,
  expect: { kind: 'refuse' },
});

export const TRAP_SET: GeneralizationCase[] = [
  trap('unknown name', 'How much did Acme Robotics spend last month?'),
  trap('unknown name', 'revenue from Zanzibar last quarter'),
  trap('unknown name', 'sales of Blue Moon Lager this year'),
  trap('unknown name', 'How many orders did Kettle & Sons place in October?'),
  trap('unknown name', 'units of Golden Widget last month'),
  trap('unknown name', 'compare Berlin and Atlantis revenue last quarter'),
  trap('unknown name', 'revenue for Maria Smith this year'),
  trap('unknown name', 'sales of frozen pizza last month'),
  trap('unknown name', 'How much did Golden Spoon spend on wine this year?'),
  trap('unknown name', 'revenue from customers in Germany'),
  trap('unsupported', 'revenue last month in euros'),
  trap('unsupported', 'revenue per sales rep last quarter'),
  trap('unsupported', 'what will revenue be next month?'),
  trap('unsupported', 'which customers complained last month?'),
  trap('unsupported', 'average delivery time last quarter'),
  trap('unsupported', 'which customers opened our last newsletter?'),
  trap('unsupported', 'revenue by salesperson this year'),
  trap('unsupported', "what's our revenue target for Q4?"),
  trap('unsupported', 'tax collected last year'),
  trap('unsupported', 'how many employees do we have?'),
  trap('unsupported', 'top customers by profit'),
  trap('unsupported', 'how many orders were cancelled last month?'),
  trap('unsupported', "What's the revenue per square metre?"),
  trap('meaning-changing', 'revenue last month excluding returns'),
  trap('meaning-changing', 'net revenue after discounts last quarter'),
  trap('meaning-changing', "how much did Maria Anders' husband spend?"),
  trap('meaning-changing', 'orders shipped late last month'),
  trap('meaning-changing', 'revenue from online orders this year'),
  trap('meaning-changing', 'how much did we spend on marketing last month?'),
  trap('meaning-changing', 'revenue of the Tokyo office'),
  trap('meaning-changing', 'customers who returned products last quarter'),
  trap('unsupported', 'revenue in Q5'),
];
