import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { conditionSql } from './compile.ts';
import type { FieldDef } from './types.ts';

/**
 * A condition on a column of a to-one relation, written against the list's own foreign key:
 * `fk = any(array(select pk from target where <condition on column>))` instead of a condition on
 * the joined row. Same answer as the join (each row has exactly one target), but every term stays
 * on the listed table, so an `$or` mixing it with the table's own fields (the global search's
 * `{"$or":[…, {"user.username":{"$contL":…}}]}`) becomes one BitmapOr of indexes — the foreign
 * key's b-tree among them — and a count needs no join. Operators are the column's (compile.ts
 * `conditionSql`); the subquery's own index (e.g. a trigram index on `users.username`) serves it.
 */
export function viaForeignKey(
  fk: AnyPgColumn,
  target: PgTable,
  pk: AnyPgColumn,
  column: SQLWrapper,
  type: FieldDef['type'],
): FieldDef {
  return {
    sql: column,
    type,
    condition: (op, value): SQL =>
      sql`${fk} = any(array(select ${pk} from ${target} where ${conditionSql(column, type, op, value)}))`,
  };
}
