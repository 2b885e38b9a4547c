/**
 * ESLint rule `synthhub/no-tracker-references`: comments and test titles cite sources a maintainer
 * can open — the spec (`spec §7 "Uploads"`), `formats.md §6.1`, `design.md §2`, a decision record
 * (`docs/decisions/0004`) — never a tracker's issue number (conventions.md "Shared mechanisms").
 *
 * Reports `issue N`, `issues N and M`, `Issue #N` (any case, N a number), also when a block comment
 * wraps between "issue" and the number, in:
 * - every comment (line and block, JSDoc included);
 * - the title (first argument, a string or template literal) of `describe`/`it`/`test`/`bench`
 *   calls, with their modifiers (`describe.each(rows)('…')`, `it.skip('…')`).
 * Words such as "issued" or "zod issues" are not numbers and pass.
 */

/**
 * "issue" or "issues", optionally `#`, then a digit. Between the word and the number there may be
 * one line break, followed by the ` * ` that starts a JSDoc line. Linear: no nested quantifiers.
 */
const TRACKER_REFERENCE = /\bissues?(?:[ \t]*\r?\n[ \t]*\*?)?[ \t]*#?[ \t]*\d/i;

const TEST_FUNCTIONS = new Set(['describe', 'it', 'test', 'bench', 'suite']);

/** The identifier a call chain starts from: `describe` for `describe.each(rows)(…)`, else null. */
function rootName(callee) {
  let node = callee;
  for (;;) {
    if (node.type === 'Identifier') return node.name;
    if (node.type === 'MemberExpression') node = node.object;
    else if (node.type === 'CallExpression') node = node.callee;
    else if (node.type === 'TaggedTemplateExpression') node = node.tag;
    else return null;
  }
}

/** The text of a title argument, or null when it is not a string or template literal. */
function titleText(arg) {
  if (!arg) return null;
  if (arg.type === 'Literal' && typeof arg.value === 'string') return arg.value;
  if (arg.type === 'TemplateLiteral') return arg.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ');
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'suggestion',
    docs: {
      description:
        'Comments and test titles cite the spec, formats.md, design.md or a decision record, never a tracker issue number',
    },
    schema: [],
    messages: {
      comment:
        'Cite the source a maintainer can open (spec §N, formats.md §N, design.md §N, docs/decisions/NNNN) instead of a tracker issue number ("{{match}}").',
      title:
        'Test titles name what they test, not a tracker issue number ("{{match}}"); cite spec §N, formats.md §N, design.md §N or docs/decisions/NNNN.',
    },
  },
  create(context) {
    const source = context.sourceCode;
    return {
      Program() {
        for (const comment of source.getAllComments()) {
          const found = TRACKER_REFERENCE.exec(comment.value);
          if (!found) continue;
          // The value starts after the `//` or `/*` that opens the comment.
          const start = comment.range[0] + 2 + found.index;
          context.report({
            loc: {
              start: source.getLocFromIndex(start),
              end: source.getLocFromIndex(start + found[0].length),
            },
            messageId: 'comment',
            data: { match: found[0].replace(/\s+\*?\s*/g, ' ') },
          });
        }
      },
      CallExpression(node) {
        const name = rootName(node.callee);
        if (!name || !TEST_FUNCTIONS.has(name)) return;
        const title = titleText(node.arguments[0]);
        const found = title === null ? null : TRACKER_REFERENCE.exec(title);
        if (found) context.report({ node: node.arguments[0], messageId: 'title', data: { match: found[0] } });
      },
    };
  },
};

export default rule;
