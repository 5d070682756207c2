import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { MESSAGE, noUnqualifiedSubqueryColumn } from './no-unqualified-subquery-column.js';

// ESLint's RuleTester, run by vitest: each valid snippet must pass, each invalid one must report
// exactly the errors listed.
RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const error = { message: MESSAGE };

tester.run('sql/no-unqualified-subquery-column', noUnqualifiedSubqueryColumn, {
  valid: [
    // The aggregate through a join (Drizzle qualifies the columns of a joined select).
    'db.select({ id: p.id, refunded: sql`coalesce(sum(${r.amountCents}), 0)` }).from(p).leftJoin(r, eq(r.paymentId, p.id)).groupBy(p.id);',
    // A subquery in a joined select.
    'db.select({ released: sql`exists (select 1 from ledger_transactions t where t.key = ${reservas.id}::text)` }).from(reservas).innerJoin(pedidos, eq(pedidos.id, reservas.pedidoId));',
    // A subquery in WHERE (qualified there).
    'db.select({ id: p.id }).from(p).where(sql`exists (select 1 from refunds r where r.payment_id = ${p.id})`);',
    // A field without a subquery, and a subquery without a column (a parameter).
    'db.select({ total: sql`sum(${p.amount})`, n: sql`(select count(*) from t where t.x = ${value})` }).from(p);',
  ],
  invalid: [
    {
      // The bug of commit 8d69698.
      code: 'db.select({ id: p.id, refunded: sql`coalesce((select sum(r.amount_cents) from booking_refunds r where r.booking_payment_id = ${p.id}), 0)`.mapWith(Number) }).from(p).where(eq(p.pedidoId, x));',
      errors: [error],
    },
    {
      // Through a variable, as the code had it.
      code: 'const refunded = sql<number>`coalesce((select sum(r.amount_cents) from booking_refunds r where r.booking_payment_id = ${p.id}), 0)`;\nconst rows = db.select({ refunded: refunded.mapWith(Number) }).from(p);',
      errors: [error],
    },
    {
      code: 'db.select({ hasNote: sql`exists (select 1 from notes n where n.owner = ${users.id})` }).from(users).orderBy(users.id);',
      errors: [error],
    },
  ],
});
