// The organization's names in a question, as filters: each name narrows the plan; a name after "excluding" or
// "not" leaves its lines out; names of one kind joined by "or", "and", "vs" are compared (grouped by that
// kind); a name that may be two things, or two customers of one name, is asked back unless another name in
// the question tells them apart ("Carla Ahmed at Kettle & Co").
import type { DimensionId } from '../../semantic/model.js';
import type { PlanFilter } from '../../semantic/query-plan.js';
import type { EntityCandidate, EntityKind } from './entity-mentions.js';
import { isKind, type Mark, type Meaning } from './marks.js';
import type { Reading } from './reading.js';

type EntityMark = Mark<Extract<Meaning, { kind: 'entity' }>>;

export interface Ambiguity {
  /** The index of the entity mark among the question's entity marks. */
  at: number;
  question: string;
  options: { label: string }[];
}

export interface EntityReading {
  filters: PlanFilter[];
  /** "A or B", "A vs B": the plan groups by this dimension to compare them. */
  compared: DimensionId | null;
  ambiguity: Ambiguity | null;
  /** Subject nouns that only qualify a name ("Enterprise customers", "Seafood products"). */
  qualifiers: Mark[];
}

const filterOf = (candidate: EntityCandidate, exclude: boolean): PlanFilter => ({
  dimension: candidate.kind,
  value: candidate.value,
  label: candidate.label,
  ...(exclude ? { exclude: true } : {}),
});

const KIND_NAMES: Record<EntityKind, string> = {
  customer: 'customer',
  company: 'company',
  product: 'product',
  brand: 'brand',
  category: 'category',
  city: 'city',
  segment: 'segment',
};

/** The subjects that may follow a name of each kind as a mere qualifier. */
const QUALIFIED_BY: Record<EntityKind, DimensionId[]> = {
  customer: ['customer'],
  company: ['customer', 'company'],
  segment: ['customer', 'segment', 'company'],
  city: ['customer', 'city', 'company'],
  brand: ['product', 'brand'],
  category: ['product', 'category'],
  product: ['product'],
};

/** The candidates a mark means, given the choices made by replies, or the question to ask. */
function resolve(
  reading: Reading,
  mark: EntityMark,
  at: number,
  choice: number | undefined,
): EntityCandidate[] | Ambiguity {
  const { candidates, words } = mark.meaning;
  const kinds = [...new Set(candidates.map((candidate) => candidate.kind))];
  if (kinds.length > 1) {
    const options = kinds.map((kind) => ({ label: `the ${KIND_NAMES[kind]}` }));
    if (choice !== undefined) return candidates.filter((candidate) => candidate.kind === kinds[choice]);
    const named = kinds.map((kind) => KIND_NAMES[kind]);
    return {
      at,
      question:
        kinds.length === 2
          ? `“${words}” is both a ${named[0]} and a ${named[1]}. Which did you mean?`
          : `“${words}” may be a ${named.slice(0, -1).join(', ')} or ${named.at(-1)}. Which did you mean?`,
      options,
    };
  }
  if (kinds[0] !== 'customer' || candidates.length === 1) return candidates;
  // Two customers of one name: a company named in the question tells them apart.
  for (const other of reading.all('entity')) {
    const company = other.meaning.candidates.find((candidate) => candidate.kind === 'company');
    const match = company && candidates.filter((candidate) => candidate.detail === company.value);
    if (match?.length === 1) {
      reading.use(other);
      return match;
    }
  }
  if (choice !== undefined) return [candidates[choice]!];
  return {
    at,
    question: `${candidates.length} customers match “${words}”. Which one did you mean?`,
    options: candidates.map((candidate) => ({
      label: candidate.detail ? `${candidate.label} (${candidate.detail})` : candidate.label,
    })),
  };
}

const CONNECTORS = new Set(['or', 'and', 'compare', 'compare_verb']);

export function readEntities(reading: Reading, choices: Map<number, number> = new Map()): EntityReading {
  const marks = reading.all('entity');
  const filters: PlanFilter[] = [];
  const qualifiers: Mark[] = [];
  let compared: DimensionId | null = null;
  let previous: { mark: EntityMark; kind: EntityKind; exclude: boolean } | null = null;
  for (const [at, mark] of marks.entries()) {
    if (reading.used.has(mark)) continue; // a company that told two customers apart
    const resolved = resolve(reading, mark, at, choices.get(at));
    if (!Array.isArray(resolved)) return { filters, compared, ambiguity: resolved, qualifiers };
    const kind = resolved[0]!.kind;
    const before = reading.before(mark);
    let exclude = !!before && (isKind('exclude')(before) || isKind('negation')(before));
    if (before && (exclude || isKind('only')(before))) reading.use(before);
    // "what sells with Golden Toffee": the other products of the orders that hold it.
    if (before && isKind('together')(before) && kind === 'product') {
      reading.use(before, mark);
      filters.push(
        ...resolved.map((candidate) => ({
          dimension: 'bought_with' as const,
          value: candidate.value,
          label: candidate.label,
        })),
      );
      continue;
    }
    if (previous) {
      const between = reading.between(previous.mark, mark);
      const gap = reading.tokens.slice(previous.mark.end, mark.start).some((_, k) => {
        const index = previous!.mark.end + k;
        return !reading.isStop(index) && !reading.markAt(index);
      });
      const joined = !gap && between.length > 0 && between.every((m) => CONNECTORS.has(m.meaning.kind));
      if (joined && previous.kind === kind) {
        reading.use(...between);
        exclude ||= previous.exclude;
        if (!exclude) compared = kind;
      } else if (!gap && between.length === 0 && previous.kind === kind) {
        previous = { mark, kind, exclude }; // two names of one kind side by side: not understood
        continue;
      }
    }
    reading.use(mark);
    filters.push(...resolved.map((candidate) => filterOf(candidate, exclude)));
    const next = reading.after(mark);
    if (next && isKind('subject')(next) && QUALIFIED_BY[kind].includes(next.meaning.dimension))
      qualifiers.push(next);
    previous = { mark, kind, exclude };
  }
  // "compare Kettle & Co and Olive Branch": the verb is the comparison of the names.
  if (compared) reading.useAll('compare_verb');
  return { filters, compared, ambiguity: null, qualifiers };
}
