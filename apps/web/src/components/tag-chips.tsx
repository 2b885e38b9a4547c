import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';

/** Props of {@link TagChips}. */
export interface TagChipsProps {
  tags: readonly string[];
  /** The list page filtered by one tag, e.g. `/beatmaps?tag=…`. */
  href: (tag: string) => string;
  /** Each chip's accessible name; it must contain the visible label (WCAG 2.5.3). */
  name: (tag: string) => string;
  /** The visible label; the tag itself by default. */
  label?: (tag: string) => string;
  icon?: ReactElement;
  /** Show only the first few. */
  max?: number;
  /**
   * On a card, sit above its stretched name link (`position: relative`, `zIndex: 1`), so each tag is
   * its own tab stop and click target.
   */
  raised?: boolean;
}

/**
 * An item's tags as a labelled list of chips, each a link to its list page filtered by that tag
 * (spec §3 tags; docs/decisions/0022 for beatmaps, 0023 for stages); renders nothing without tags.
 */
export function TagChips({ tags, href, name, label = (tag) => tag, icon, max, raised }: TagChipsProps) {
  const shown = max === undefined ? tags : tags.slice(0, max);
  if (shown.length === 0) return null;
  return (
    <Stack
      component="ul"
      direction="row"
      spacing={0.75}
      useFlexGap
      aria-label="Tags"
      sx={{ flexWrap: 'wrap', p: 0, m: 0, listStyle: 'none' }}
    >
      {shown.map((tag) => (
        <li key={tag}>
          <Chip
            component={RouterLink}
            to={href(tag)}
            clickable
            size="small"
            variant="outlined"
            icon={icon}
            label={label(tag)}
            aria-label={name(tag)}
            sx={raised ? { position: 'relative', zIndex: 1 } : undefined}
          />
        </li>
      ))}
    </Stack>
  );
}
