// A screen's words come from the message catalogue (packages/domain/src/messages/…), not typed
// into a component (docs/decisions/0056-screen-copy-in-the-catalogue.md). This rule finds words
// written in JSX: text between tags, a string literal as a child, and the attributes a person reads
// or hears (labels, placeholders, titles, alt texts, screen-reader names), the first argument of
// toast calls, and a page's title and description (usePageMeta). Punctuation, digits and symbols
// alone are not words and pass.

const LETTER = /\p{L}{2,}/u;
const READ_ATTRIBUTES = new Set([
  'alt',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'description',
  'emptyText',
  'hint',
  'label',
  'placeholder',
  'title',
]);

function stringOf(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join(' ');
  return null;
}

/** Strings a JSX expression can evaluate to directly: `'a'`, `c ? 'a' : 'b'`, `x ?? 'a'`. */
function literalsIn(node) {
  if (!node) return [];
  if (node.type === 'ConditionalExpression') return [...literalsIn(node.consequent), ...literalsIn(node.alternate)];
  if (node.type === 'LogicalExpression') return literalsIn(node.right);
  const text = stringOf(node);
  return text === null ? [] : [{ node, text }];
}

export const MESSAGE = 'Texto de tela vem do catálogo de mensagens (@cuidar/domain/messages…), não escrito no componente.';

export const noInlineCopy = {
  meta: { type: 'suggestion', docs: { description: MESSAGE }, schema: [] },
  create(context) {
    const report = (node) => context.report({ node, message: MESSAGE });
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(node);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXAttribute') return;
        for (const found of literalsIn(node.expression)) if (LETTER.test(found.text)) report(found.node);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !READ_ATTRIBUTES.has(name) || !node.value) return;
        const candidates = node.value.type === 'JSXExpressionContainer' ? literalsIn(node.value.expression) : literalsIn(node.value);
        for (const found of candidates) if (LETTER.test(found.text)) report(found.node);
      },
      CallExpression(node) {
        const callee = node.callee;
        const isToast =
          (callee.type === 'Identifier' && callee.name === 'toast') ||
          (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'toast');
        // usePageMeta(title, description): the tab's title and the search engines' description.
        const isPageMeta = callee.type === 'Identifier' && callee.name === 'usePageMeta';
        if (!isToast && !isPageMeta) return;
        const read = isPageMeta ? node.arguments.slice(0, 2) : node.arguments.slice(0, 1);
        for (const argument of read) for (const found of literalsIn(argument)) if (LETTER.test(found.text)) report(found.node);
      },
    };
  },
};

export const copyPlugin = { rules: { 'no-inline-copy': noInlineCopy } };
