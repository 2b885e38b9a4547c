import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ContentPage } from '../../components/content-page.tsx';
import { ReportForm } from '../../features/reports/components/report-form.tsx';
import { useSession } from '../../lib/use-session.ts';

/** A section heading of the text pages (h2 under the page's h1). */
export function SectionHeading({ children }: { children: string }) {
  return (
    <Typography variant="h5" component="h2" sx={{ fontWeight: 700, pt: 1 }}>
      {children}
    </Typography>
  );
}

/**
 * `/copyright` (spec §1 footer; docs/decisions/0028): who owns what, the takedown process — what to
 * include, what happens, the counter-notice — and the contact form that files a report for the
 * admins (`POST /api/reports`, anonymous allowed with an e-mail).
 */
export function CopyrightRoute() {
  const signedIn = useSession() !== null;
  return (
    <ContentPage title="Copyright">
      <Typography>
        Synthhub is a community site made by and for players of Synth Riders. It is not affiliated with or
        endorsed by Kluge Interactive; Synth Riders is their trademark. Beatmaps, playlists, stages, avatars
        and mods belong to the people who made them, and songs remain the property of their artists and
        labels. Uploaders confirm they have the right to share what they upload.
      </Typography>

      <SectionHeading>Asking us to take something down</SectionHeading>
      <Typography>
        If you hold the rights to something on Synthhub and did not allow it to be shared here, send a
        takedown request with the form below. Please include:
      </Typography>
      <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 0.5, lineHeight: 1.7 } }}>
        <li>the link to each page on Synthhub you want removed (one report per item is easiest);</li>
        <li>what you own — the song, the artwork, the map — and how we can see that you own it;</li>
        <li>your name, and an e-mail address where we can reach you;</li>
        <li>a statement that you believe in good faith the use is not allowed by you or the law.</li>
      </Box>

      <SectionHeading>What happens next</SectionHeading>
      <Typography>
        The site admins read every report, usually within a few days. When a request is complete and clear, we
        remove the item (or unpublish it while we check) and tell its uploader why, including your name and
        the reason you gave. We reply to you by e-mail when it is done, or to ask for what is missing. Reports
        that are not about Synthhub content, or that name no item, are closed without action.
      </Typography>

      <SectionHeading>Counter-notice</SectionHeading>
      <Typography>
        If something of yours was removed and you believe that was a mistake — you made it, you have a
        licence, or the use is allowed — file a report with the same form, choose “Abuse or other problem”,
        link the removed page and explain why it should come back. We pass your counter-notice on to the
        person who asked for the takedown; if they do not take the matter further within 14 days, we may
        restore the item.
      </Typography>

      <SectionHeading>Send a report</SectionHeading>
      <ReportForm signedIn={signedIn} />
    </ContentPage>
  );
}
