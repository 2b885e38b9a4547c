// RuleTester wired to Vitest (describe/it/afterAll), shared by the tests of scripts/eslint/.
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = afterAll;

export { RuleTester };
