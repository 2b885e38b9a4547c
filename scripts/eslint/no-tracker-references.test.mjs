// The ESLint rule that keeps tracker issue numbers out of comments and test titles
// (conventions.md "Shared mechanisms"). `npm run lint` applies it to apps/, packages/ and scripts/.
import tseslint from 'typescript-eslint';
import { RuleTester } from './rule-tester.mjs';
import rule from './no-tracker-references.mjs';

const ts = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const comment = [{ messageId: 'comment' }];
const title = [{ messageId: 'title' }];

ts.run('no-tracker-references', rule, {
  valid: [
    '// Uploads follow spec §7 "Uploads"; formats.md §6.1; docs/decisions/0004.',
    '/** The token is issued once (spec §4 "Login"). */ export const x = 1;',
    'const lines = result.error.issues.map((i) => i.message); // zod issues, not a tracker',
    "describe('votes on a %s (docs/decisions/0003)', () => {});",
    "it('refuses ids past 2^31 (docs/decisions/0009)', () => {});",
    "expect(format('issue 4')).toBe('x'); // a string that is not a test title",
    'const r = /issue 4/; r.test("issue 4");',
  ],
  invalid: [
    {
      code: '// Browse pages (issue 4 item 4).',
      errors: [{ messageId: 'comment', line: 1, column: 18, endColumn: 25 }],
    },
    { code: '/* see Issue #12 */', errors: comment },
    { code: '/** Shared by issues 2 and 3. */ export const x = 1;', errors: comment },
    {
      // Wrapped between the word and the number: reported where the word starts.
      code: '/**\n * The whitelist (formats.md §6.1; issue\n * 4 item 2).\n */\nexport const y = 2;',
      errors: [{ messageId: 'comment', line: 2, column: 36, endLine: 3 }],
    },
    { code: 'type T = string; // kept until issue 10', errors: comment },
    { code: "describe('the app shell (issue 2 item 2)', () => {});", errors: title },
    { code: "it.skip('drafts (Issue 3)', () => {});", errors: title },
    { code: "describe.each(['a', 'b'])('DELETE a %s (issue 3)', () => {});", errors: title },
    { code: 'test(`${kind} queue (issue 5 item 5)`, () => {});', errors: title },
  ],
});
