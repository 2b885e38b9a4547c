import Typography from '@mui/material/Typography';
import { ContentPage } from '../../components/content-page.tsx';

/** `/copyright`: who owns what on the site (spec §1 footer). */
export function CopyrightRoute() {
  return (
    <ContentPage title="Copyright">
      <Typography>
        Synthhub is a community site made by and for players of Synth Riders. It is not affiliated with or
        endorsed by Kluge Interactive; Synth Riders is their trademark.
      </Typography>
      <Typography>
        Beatmaps, playlists, stages, avatars and mods belong to the people who made them. Uploaders confirm
        they have the right to share what they upload. Songs remain the property of their artists and labels.
      </Typography>
      <Typography>
        If you hold the rights to something on this site and want it removed, contact the site admins with a
        link to the item and proof of ownership; we take it down promptly.
      </Typography>
    </ContentPage>
  );
}
