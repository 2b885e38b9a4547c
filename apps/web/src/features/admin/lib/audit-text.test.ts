import { describe, expect, it } from 'vitest';
import { auditTargetHref, describeChange } from './audit-text.ts';

describe('audit entry text', () => {
  it('describes each changed field', () => {
    expect(describeChange({ published: true }, { published: false })).toBe('published: true → false');
    expect(describeChange(null, { title: 'New', tags: ['a'] })).toBe('title: — → New; tags: — → ["a"]');
    expect(describeChange(null, null)).toBe('');
    expect(describeChange('edm', 'electronic')).toBe('edm → electronic');
  });

  it('links a target to the screen that manages it', () => {
    expect(auditTargetHref({ target_kind: 'stage', target_id: '7' })).toBe('/admin/models/stages/7');
    expect(auditTargetHref({ target_kind: 'tag', target_id: 'drum & bass' })).toBe('/admin/tags');
    expect(auditTargetHref({ target_kind: 'planet', target_id: '1' })).toBeUndefined();
  });
});
