import { describe, expect, it } from 'vitest';
import { REPORT_EMAIL_REQUIRED, REPORT_TARGET_REQUIRED, reportInputSchema } from './reports.schemas.ts';

const valid = {
  kind: 'copyright',
  target_url: 'https://synthhub.example/beatmaps/3',
  message: 'x'.repeat(20),
  contact_email: 'Owner@Example.com',
};
/** The failing fields and messages of `report`. */
const problems = (report: Record<string, unknown>, signedIn = false) =>
  (reportInputSchema(signedIn).safeParse(report).error?.issues ?? []).map(
    (i) => `${i.path.join('.')}: ${i.message}`,
  );

describe('reportInputSchema (docs/decisions/0028)', () => {
  it('accepts a complete anonymous report and lower-cases the e-mail', () => {
    expect(reportInputSchema(false).parse(valid)).toMatchObject({ contact_email: 'owner@example.com' });
  });

  it('needs an e-mail from anonymous reporters only', () => {
    const { contact_email: _left, ...anonymous } = valid;
    expect(problems(anonymous)).toEqual([`contact_email: ${REPORT_EMAIL_REQUIRED}`]);
    expect(problems(anonymous, true)).toEqual([]);
  });

  it('keeps messages of 20–5000 characters after trimming', () => {
    expect(problems({ ...valid, message: ` ${'x'.repeat(19)} ` })).toHaveLength(1);
    expect(problems({ ...valid, message: 'x'.repeat(5000) })).toEqual([]);
    expect(problems({ ...valid, message: 'x'.repeat(5001) })).toHaveLength(1);
  });

  it('needs a target: a URL, or a kind with an id', () => {
    const { target_url: _url, ...none } = valid;
    expect(problems(none)).toEqual([`target_url: ${REPORT_TARGET_REQUIRED}`]);
    expect(problems({ ...none, target_kind: 'beatmap', target_id: 3 })).toEqual([]);
    expect(problems({ ...none, target_kind: 'beatmap' })).toEqual([
      'target_id: target_kind and target_id go together',
    ]);
    expect(problems({ ...valid, target_url: 'javascript:alert(1)' })).toHaveLength(1);
  });
});
