// A column interpolated into a hand-written subquery inside a one-table select binds to the wrong
// table. Drizzle renders the columns of a select without joins unqualified ("id"), so in
//   db.select({ refunded: sql`(select sum(r.amount_cents) from booking_refunds r where r.booking_payment_id = ${bookingPayments.id})` })
//     .from(bookingPayments)
// `"id"` means booking_refunds.id, the nearest table that has one, and the sum is always 0 (a bug
// found by the ledger property test, commit 8d69698). With a join in the query, or in a WHERE clause,
// Drizzle qualifies the column and the subquery is right. This rule reports a `sql` template that
// holds a subquery and interpolates a column (`${table.column}`) when it is a field of a select
// with no join in its chain; write the aggregate with a join, or move the condition to WHERE.

const SUBQUERY = /\(\s*select\b/i;
const JOINS = new Set(['innerJoin', 'leftJoin', 'rightJoin', 'fullJoin', 'crossJoin', 'innerJoinLateral', 'leftJoinLateral', 'crossJoinLateral']);

export const MESSAGE =
  'Coluna dentro de subconsulta escrita à mão no select de uma tabela só: o Drizzle a escreve sem a tabela ("id") e ela se liga à tabela da subconsulta. Some com um join ou leve a condição para o where.';

const isSqlTag = (tag) => tag.type === 'Identifier' && tag.name === 'sql';

/**
 * The `sql` template behind a field value: sql`…`, sql<T>`…`, sql`…`.mapWith(…), sql`…`.as(…), or a
 * variable holding one (`refunded.mapWith(Number)`).
 */
function sqlTemplateOf(context, node) {
  let current = node;
  for (let hops = 0; hops < 4; hops++) {
    while (current?.type === 'CallExpression' && current.callee.type === 'MemberExpression') current = current.callee.object;
    if (current?.type === 'TaggedTemplateExpression' && isSqlTag(current.tag)) return current;
    if (current?.type !== 'Identifier') return null;
    const next = resolve(context, current);
    if (next === current) return null;
    current = next;
  }
  return null;
}

/** The names of the methods called on the query after `.select(…)`: from, innerJoin, where… */
function chainAfter(selectCall) {
  const names = [];
  let node = selectCall;
  while (node.parent?.type === 'MemberExpression' && node.parent.object === node && node.parent.parent?.type === 'CallExpression') {
    if (node.parent.property.type === 'Identifier') names.push(node.parent.property.name);
    node = node.parent.parent;
  }
  return names;
}

/** A variable's initializer in the same scope chain, for `const refunded = sql`…`` used as a field. */
function resolve(context, node) {
  if (node.type !== 'Identifier') return node;
  let scope = context.sourceCode.getScope(node);
  while (scope) {
    const variable = scope.set.get(node.name);
    const def = variable?.defs[0];
    if (def) return def.node.type === 'VariableDeclarator' && def.node.init ? def.node.init : node;
    scope = scope.upper;
  }
  return node;
}

export const noUnqualifiedSubqueryColumn = {
  meta: { type: 'problem', docs: { description: 'Column interpolated into a subquery of a one-table select' }, schema: [], messages: { unqualified: MESSAGE } },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier' || callee.property.name !== 'select') return;
        const [fields] = node.arguments;
        if (fields?.type !== 'ObjectExpression') return;
        const chain = chainAfter(node);
        if (!chain.includes('from') || chain.some((name) => JOINS.has(name))) return;
        for (const property of fields.properties) {
          if (property.type !== 'Property') continue;
          const template = sqlTemplateOf(context, property.value);
          if (!template) continue;
          const text = template.quasi.quasis.map((q) => q.value.raw).join('${}');
          if (!SUBQUERY.test(text)) continue;
          const column = template.quasi.expressions.find((e) => e.type === 'MemberExpression' && !e.computed);
          if (column) context.report({ node: column, messageId: 'unqualified' });
        }
      },
    };
  },
};

export const sqlPlugin = { rules: { 'no-unqualified-subquery-column': noUnqualifiedSubqueryColumn } };
