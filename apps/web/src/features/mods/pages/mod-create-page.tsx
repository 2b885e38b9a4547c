import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { modInputSchema } from '@synthhub/shared/mods/mods.schemas';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { useCreateMod } from '../api/save-mod.ts';
import { ModForm } from '../components/mod-form.tsx';

/**
 * `/mods/create` (spec §2 signed-in route; also `/mods/edit` without an id): the empty mod form;
 * on success "Mod created!" and the new mod's page `/mods/{slug}`, where versions are uploaded.
 */
export function ModCreatePage() {
  useDocumentTitle('New mod');
  const create = useCreateMod();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Stack spacing={2} sx={{ maxWidth: 860 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        New mod
      </Typography>
      <ModForm
        onSubmit={async (values) => {
          const input = modInputSchema.parse(values);
          await create.mutateAsync(input);
          enqueueSnackbar('Mod created!', { variant: 'success' });
          await navigate(paths.mods.detail.getHref(input.slug));
        }}
      />
    </Stack>
  );
}
