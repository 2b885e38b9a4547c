import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../testing/page-test-utils.tsx';
import { jsonResponse, renderRoutes } from '../../testing/test-utils.tsx';
import { TagsField } from './tags-field.tsx';

afterEach(() => vi.unstubAllGlobals());

function Form({ onTags }: { onTags: (tags: string[]) => void }) {
  const { control, watch } = useForm<{ tags: string[] }>({ defaultValues: { tags: ['chill'] } });
  onTags(watch('tags'));
  return <TagsField control={control} />;
}

describe('TagsField suggestions (docs/decisions/0031-tags.md)', () => {
  it("suggests the site's tags as you type (GET /api/tags?q=), leaving out those already chosen", async () => {
    const { requests } = stubFetch((url) =>
      url.pathname === '/api/tags'
        ? jsonResponse(200, {
            data: [
              { name: 'rock', total: 5 },
              { name: 'chill', total: 7 },
            ],
          })
        : jsonResponse(404, { statusCode: 404, message: 'Not found' }),
    );
    let tags: string[] = [];
    renderRoutes([{ path: '/', element: <Form onTags={(t) => (tags = t)} /> }], '/');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Tags'), 'ro');
    const rock = await screen.findByRole('option', { name: 'rock' });
    expect(screen.queryByRole('option', { name: 'chill' })).toBeNull();
    await user.click(rock);
    expect(tags).toEqual(['chill', 'rock']);
    expect(requests().some((u) => u.pathname === '/api/tags' && u.searchParams.get('q') === 'ro')).toBe(true);
  });
});
