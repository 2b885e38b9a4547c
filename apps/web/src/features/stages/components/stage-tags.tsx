import { TagChips } from '../../../components/tag-chips.tsx';
import { stageTagHref } from '../stage-browse.ts';

/**
 * A stage's tags as links to the stages list filtered on each (`/models/stages?tag=…`), read `#tag`
 * so they are told apart from the mode chips; on a card they stay their own tab stops above its
 * stretched name link. `max` shows only the first few.
 */
export function StageTags({ tags, max }: { tags: readonly string[]; max?: number }) {
  return (
    <TagChips
      tags={tags}
      href={stageTagHref}
      name={(tag) => `#${tag}: stages with this tag`}
      label={(tag) => `#${tag}`}
      max={max}
      raised
    />
  );
}
