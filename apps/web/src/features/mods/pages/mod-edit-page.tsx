import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ModDetail } from '@synthhub/shared/mods/mods.schemas';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ErrorPage } from '../../../components/error-page.tsx';
import { ItemDetailRoute } from '../../../components/item-detail-route.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/use-session.ts';
import { useMod } from '../api/get-mod.ts';
import { DeleteModButton } from '../components/delete-mod-button.tsx';
import { useUpdateMod } from '../api/save-mod.ts';
import { ModForm } from '../components/mod-form.tsx';
import { ModVersionsList } from '../components/mod-versions-list.tsx';
import { UploadVersionDialog } from '../components/upload-version-dialog.tsx';
import { canDeleteMod, canEditMod } from '../mod-permissions.ts';

/**
 * `/mods/edit/{id}` (spec §2 signed-in route): the mod form with the mod's values, for its owner,
 * co-authors and admins (anyone else: the 403 "Unauthorized" page, spec §6); a bad id or a missing
 * mod the 404 page. Also View, "Upload a version", Delete (owner) and the versions with
 * Deprecate / Restore. Saving sends the changed fields and goes to `/mods/{slug}`.
 */
export function ModEditPage() {
  return (
    <ItemDetailRoute
      useItem={useMod}
      title={(mod) => `Edit ${mod.name}`}
      fallbackTitle="Edit mod"
      skeleton={<Skeleton variant="rectangular" height={480} aria-label="Loading mod" />}
      render={(mod) => <ModEditGate key={mod.id} mod={mod} />}
    />
  );
}

function ModEditGate({ mod }: { mod: ModDetail }) {
  const user = useCurrentUser();
  if (!canEditMod(user, mod)) return <ErrorPage status={403} message="Unauthorized" />;
  return <ModEditView mod={mod} />;
}

function ModEditView({ mod }: { mod: ModDetail }) {
  const user = useCurrentUser();
  const update = useUpdateMod();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [uploadOpen, setUploadOpen] = useState(false);
  return (
    <Stack spacing={2} sx={{ maxWidth: 860 }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mr: 'auto' }}>
          Edit Mod
        </Typography>
        <Button component={RouterLink} to={paths.mods.detail.getHref(mod.slug)}>
          View
        </Button>
        <Button
          variant="outlined"
          color="mods"
          startIcon={<UploadIcon />}
          onClick={() => setUploadOpen(true)}
        >
          Upload a version
        </Button>
        <DeleteModButton user={user} mod={mod} />
      </Stack>
      <ModForm
        mod={mod}
        canChangeCoAuthors={canDeleteMod(user, mod)}
        onSubmit={async (patch) => {
          await update.mutateAsync({ id: mod.id, patch });
          enqueueSnackbar('Mod saved!', { variant: 'success' });
          await navigate(paths.mods.detail.getHref(patch.slug ?? mod.slug));
        }}
      />
      <Typography variant="h5" component="h2">
        Versions
      </Typography>
      <ModVersionsList modId={mod.id} versions={mod.versions} canManage />
      <UploadVersionDialog mod={mod} open={uploadOpen} onClose={() => setUploadOpen(false)} />
    </Stack>
  );
}
