import Typography from '@mui/material/Typography';
import { ContentPage } from '../../components/content-page.tsx';

/** `/donate`: how to support the site (spec §1 COMMUNITY). */
export function DonateRoute() {
  return (
    <ContentPage title="Donate">
      <Typography>
        Synthhub is run by volunteers. Donations pay for servers and storage so every beatmap stays free to
        download.
      </Typography>
      <Typography color="text.secondary">
        Donation options will be listed here soon. Thank you for your support!
      </Typography>
    </ContentPage>
  );
}
