import type { CondNode, ConditionValue } from '../../lib/crud/types.ts';
import type { Operator } from '../../lib/crud/operators.ts';

/**
 * The conditions of a request that is a plain AND of field conditions, one per field, by field
 * name; undefined for anything else (an `$or`, a field named twice). Lets a list see that a request
 * selects exactly one ranked list, whose total is its largest rank: ranks are dense, 1…n
 * (docs/decisions/0019), so `max(rank)` — one descent of the rank index — replaces a `count(*)`
 * over every row of a popular leaderboard or ranking list.
 */
export function plainConditions(
  node: CondNode | undefined,
): Map<string, { op: Operator; value: ConditionValue }> | undefined {
  const found = new Map<string, { op: Operator; value: ConditionValue }>();
  const walk = (n: CondNode): boolean => {
    if (n.kind === 'or') return false;
    if (n.kind === 'and') return n.items.every(walk);
    if (found.has(n.field)) return false;
    found.set(n.field, { op: n.op, value: n.value });
    return true;
  };
  if (node && !walk(node)) return undefined;
  return found;
}

/**
 * True when `conditions` are exactly `required` fields compared with `$eq` plus, when `ranked`
 * names a rank field, that field with `$gt 0` (and nothing else), i.e. one whole ranked list.
 */
export function selectsOneList(
  conditions: Map<string, { op: Operator; value: ConditionValue }> | undefined,
  required: readonly string[],
  ranked?: string,
): boolean {
  if (!conditions) return false;
  const expected = required.length + (ranked ? 1 : 0);
  if (conditions.size !== expected) return false;
  if (!required.every((f) => conditions.get(f)?.op === '$eq')) return false;
  if (!ranked) return true;
  const rank = conditions.get(ranked);
  return rank?.op === '$gt' && Number(rank.value) === 0;
}
