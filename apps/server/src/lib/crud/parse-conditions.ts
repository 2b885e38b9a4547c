import { BadRequest } from '../../errors.ts';
import { fieldOperators } from './define-resource.ts';
import { isOperator, LIST_OPERATORS, type Operator, VALUELESS_OPERATORS } from './operators.ts';
import type { CondNode, FieldDef, Resource } from './types.ts';
import { readConditionValue, shown } from './values.ts';

/** How deeply `$and`/`$or` (and operator objects) may nest in `s`; deeper is a 400. */
export const MAX_SEARCH_DEPTH = 8;
/** How many field conditions one request may hold across `s`, `filter` and `or`; more is a 400. */
export const MAX_CONDITIONS = 100;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Joins conditions: undefined for none, the condition itself for one. */
export function combine(kind: 'and' | 'or', items: (CondNode | undefined)[]): CondNode | undefined {
  const present = items.filter((item): item is CondNode => item !== undefined);
  if (present.length <= 1) return present[0];
  return { kind, items: present };
}

/**
 * Reads the conditions of one request against a resource's whitelist: the `s` JSON and the
 * `filter`/`or` strings. One reader per request, so the condition budget covers all of them.
 */
export class ConditionReader {
  private count = 0;

  constructor(private readonly resource: Resource<object>) {}

  /** A field of the whitelist, or a 400 naming it. */
  private field(param: string, name: string): FieldDef {
    const field = this.resource.fields.get(name);
    if (!field) {
      const allowed = [...this.resource.fields.keys()].join(', ');
      throw new BadRequest(
        `Invalid ${param}: "${name}" is not a searchable field of ${this.resource.name} (allowed: ${allowed}).`,
      );
    }
    return field;
  }

  /** One field condition, with `$eq: null`/`$ne: null` read as `$isnull`/`$notnull` (as @nestjsx/crud). */
  private condition(param: string, name: string, field: FieldDef, op: Operator, raw: unknown): CondNode {
    if (++this.count > MAX_CONDITIONS) {
      throw new BadRequest(`Invalid ${param}: more than ${MAX_CONDITIONS} conditions.`);
    }
    const effective =
      raw === null && op === '$eq' ? '$isnull' : raw === null && op === '$ne' ? '$notnull' : op;
    const allowed = fieldOperators(field);
    if (!allowed.includes(effective)) {
      throw new BadRequest(
        `Invalid ${param}: operator ${effective} is not supported on ${name} (a ${field.type} field; allowed: ${allowed.join(' ')}).`,
      );
    }
    return {
      kind: 'field',
      field: name,
      op: effective,
      value: readConditionValue(param, name, field, effective, raw),
    };
  }

  /**
   * Parses the `s` parameter (formats.md §6.1): a JSON object whose keys are ANDed — `$and`/`$or`
   * arrays of such objects, or field names with a value (shorthand equality, null = `$isnull`) or an
   * object of operators (ANDed), where `$or`/`$and` inside a field take an array of values or
   * operator objects, or an object of operators. Empty objects (`s={}`, `{}` inside `$and`/`$or`,
   * `{"field":{}}`) add no condition, as in @nestjsx/crud. Returns undefined for no condition.
   * Throws BadRequest for malformed JSON, a non-object, an unknown operator or field, a value of the
   * wrong type, or nesting/condition limits.
   */
  search(text: string): CondNode | undefined {
    if (text.trim() === '') return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new BadRequest(`Invalid s: malformed JSON (${(error as Error).message}).`, { cause: error });
    }
    if (!isObject(parsed)) {
      throw new BadRequest(
        `Invalid s: expected a JSON object such as {"title":{"$contL":"term"}}, got ${shown(parsed)}.`,
      );
    }
    return this.searchObject(parsed, 0);
  }

  private searchObject(object: Json, depth: number): CondNode | undefined {
    if (depth > MAX_SEARCH_DEPTH)
      throw new BadRequest(`Invalid s: nested deeper than ${MAX_SEARCH_DEPTH} levels.`);
    const items: (CondNode | undefined)[] = [];
    for (const [key, value] of Object.entries(object)) {
      if (key === '$and' || key === '$or') {
        if (!Array.isArray(value) || !value.every(isObject)) {
          throw new BadRequest(`Invalid s: ${key} expects an array of objects, got ${shown(value)}.`);
        }
        items.push(
          combine(
            key === '$and' ? 'and' : 'or',
            value.map((v) => this.searchObject(v, depth + 1)),
          ),
        );
      } else if (key.startsWith('$')) {
        throw new BadRequest(`Invalid s: unknown operator ${key} (expected $and, $or or a field name).`);
      } else {
        const field = this.field('s', key);
        items.push(
          isObject(value)
            ? this.fieldObject(key, field, value, depth + 1)
            : this.condition('s', key, field, '$eq', value),
        );
      }
    }
    return combine('and', items);
  }

  private fieldObject(name: string, field: FieldDef, object: Json, depth: number): CondNode | undefined {
    if (depth > MAX_SEARCH_DEPTH)
      throw new BadRequest(`Invalid s: nested deeper than ${MAX_SEARCH_DEPTH} levels.`);
    const items: (CondNode | undefined)[] = [];
    for (const [op, value] of Object.entries(object)) {
      if (op === '$or' || op === '$and') {
        const kind = op === '$or' ? 'or' : 'and';
        let parts: (CondNode | undefined)[];
        if (Array.isArray(value)) {
          // {"published":{"$or":[true,false]}}: values (equality) or operator objects.
          parts = value.map((v) =>
            isObject(v)
              ? this.fieldObject(name, field, v, depth + 1)
              : this.condition('s', name, field, '$eq', v),
          );
        } else if (isObject(value)) {
          // The stock form {"f":{"$or":{"$eq":1,"$gt":5}}}: each operator is one alternative.
          parts = Object.entries(value).map(([k, v]) => this.fieldObject(name, field, { [k]: v }, depth + 1));
        } else {
          throw new BadRequest(
            `Invalid s: ${name} ${op} expects an array or an object, got ${shown(value)}.`,
          );
        }
        items.push(combine(kind, parts));
      } else if (!isOperator(op)) {
        throw new BadRequest(`Invalid s: unknown operator ${op} on ${name}.`);
      } else {
        items.push(this.condition('s', name, field, op, value));
      }
    }
    return combine('and', items);
  }

  /**
   * Parses one `filter` or `or` string, `field||$op||value` (formats.md §6.1): list operators and
   * `$between` split the value on commas; `$isnull`/`$notnull` need no value. Throws BadRequest
   * naming `param` for a malformed string, an unknown field or operator, or a bad value.
   */
  filter(param: 'filter' | 'or', text: string): CondNode {
    const [name = '', op = '', ...rest] = text.split('||');
    if (name.trim() === '' || op === '') {
      throw new BadRequest(`Invalid ${param} ${shown(text)}: expected field||$operator||value.`);
    }
    const field = this.field(param, name);
    if (!isOperator(op)) throw new BadRequest(`Invalid ${param}: unknown operator ${shown(op)} on ${name}.`);
    if (rest.length === 0 && !VALUELESS_OPERATORS.has(op)) {
      throw new BadRequest(`Invalid ${param} ${shown(text)}: ${op} needs a value (field||${op}||value).`);
    }
    const value = rest.join('||');
    const raw = LIST_OPERATORS.has(op) || op === '$between' ? value.split(',') : value;
    return this.condition(param, name, field, op, raw);
  }
}

/**
 * Combines `filter` and `or` conditions as @nestjsx/crud does: filters alone are ANDed; one `or`
 * alone acts as a filter; several `or`s alone are ORed; both present give
 * `(filter AND filter …) OR (or AND or …)`.
 */
export function combineFilters(filters: CondNode[], ors: CondNode[]): CondNode | undefined {
  if (ors.length === 0) return combine('and', filters);
  if (filters.length === 0) return combine('or', ors);
  return combine('or', [combine('and', filters), combine('and', ors)]);
}
