import Typography from '@mui/material/Typography';
import { ContentPage } from '../../components/content-page.tsx';

/** `/privacy`: what the site stores about visitors and accounts (spec §1 footer). */
export function PrivacyRoute() {
  return (
    <ContentPage title="Privacy">
      <Typography>
        Browsing and downloading need no account. When you create one we store your username, your e-mail
        address and a one-way hash of your password, plus what you upload.
      </Typography>
      <Typography>
        Your browser keeps your sign-in tokens in local storage so you stay signed in; signing out removes
        them. We use no advertising or tracking cookies.
      </Typography>
      <Typography>
        Server logs record requests (including IP addresses) for security and are kept for a short time. Ask
        the site admins to see or delete the data held about your account.
      </Typography>
    </ContentPage>
  );
}
