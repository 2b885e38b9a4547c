import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { TagChips } from '../../../components/tag-chips.tsx';
import { beatmapBrowseHref } from '../beatmap-browse.ts';

/**
 * A beatmap's tags (spec §3 "Beatmap … tags"; docs/decisions/0022) as chips, each a link to the
 * browse page filtered by that tag (`/beatmaps?tag=…`); renders nothing without tags.
 */
export function BeatmapTags({ tags }: { tags: Beatmap['tags'] }) {
  return (
    <TagChips
      tags={tags.map(({ tag }) => tag)}
      href={(tag) => beatmapBrowseHref({ tag })}
      name={(tag) => `Beatmaps tagged ${tag}`}
      icon={<LocalOfferOutlinedIcon />}
    />
  );
}
