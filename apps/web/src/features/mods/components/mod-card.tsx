import ExtensionIcon from '@mui/icons-material/Extension';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Mod } from '@synthhub/shared/mods/mods.schemas';
import { CoverImage } from '../../../components/cover-image.tsx';
import { ItemCard, ItemCardAge, ItemCardSubtitle } from '../../../components/item-card.tsx';
import { CARD_COVER_SIZE } from '../../../lib/cover.ts';
import { ItemCounts } from '../../../components/item-counts.tsx';
import { paths } from '../../../config/paths.ts';
import { ModChips } from './mod-chips.tsx';

/** The authors of a mod as one line: "owner, co-author, …". */
export function authorNames(mod: Pick<Mod, 'authors' | 'user'>): string {
  const names = mod.authors.map((a) => a.username);
  return (names.length > 0 ? names : [mod.user.username]).join(', ');
}

/**
 * One mod in the /mods grid: its cover, or a purple banner while it has none (`cover_url` ''), the name linking to
 * `/mods/{slug}`, the authors, the summary (three lines at most), the latest version, platform and
 * game-version chips, the age and the counts. `now` (ms) fixes the clock for tests.
 */
export function ModCard({ mod, now }: { mod: Mod; now?: number }) {
  return (
    <ItemCard
      name={mod.name}
      href={paths.mods.detail.getHref(mod.slug)}
      cover={
        mod.cover_url ? (
          <CoverImage item={mod} size={CARD_COVER_SIZE} />
        ) : (
          <Box
            aria-hidden="true"
            sx={{
              height: 72,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'mods.main',
              color: 'mods.contrastText',
              opacity: 0.85,
            }}
          >
            <ExtensionIcon fontSize="large" />
          </Box>
        )
      }
    >
      <ItemCardSubtitle title={authorNames(mod)}>by {authorNames(mod)}</ItemCardSubtitle>
      {mod.summary && (
        <Typography
          variant="body2"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {mod.summary}
        </Typography>
      )}
      <ModChips
        version={mod.latest_version}
        platforms={mod.platforms}
        gameVersions={mod.game_versions}
        maxGameVersions={2}
      />
      {!mod.published && (
        <Typography variant="caption" color="warning.main">
          Unpublished
        </Typography>
      )}
      {mod.published_at && <ItemCardAge at={mod.published_at} now={now} color="text.secondary" />}
      <ItemCounts item={mod} votes={false} />
    </ItemCard>
  );
}
