import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ContentPage } from '../../components/content-page.tsx';
import { SectionHeading } from './copyright.tsx';

/** A bulleted list of the privacy notice. */
function List({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 0.75, lineHeight: 1.7 } }}>
      {children}
    </Box>
  );
}

/**
 * `/privacy` (spec §1 footer; docs/decisions/0028): exactly what Synthhub stores, read from the
 * database schema (apps/server/src/db/schema) and the server's logging, and how long it is kept.
 * Update it whenever a table or the logging changes.
 */
export function PrivacyRoute() {
  return (
    <ContentPage title="Privacy">
      <Typography>
        Browsing, searching and downloading need no account. This page lists everything Synthhub stores about
        you and for how long. We use no advertising, no analytics and no tracking cookies, and we sell
        nothing.
      </Typography>

      <SectionHeading>Your account</SectionHeading>
      <List>
        <li>
          Your username, e-mail address, profile picture (if you set one), whether you are an admin, and when
          you joined.
        </li>
        <li>
          A one-way hash of your password (argon2id) — never the password itself. Accounts made through
          Discord, Meta, Steam or Twitch store that service’s user id and display name instead of, or next to,
          a password.
        </li>
        <li>
          Your sign-in sessions: refresh tokens, stored only as hashes, with when they were made, used and
          when they expire (30 days). Personal API tokens: their name, first characters, a hash and when they
          were last used. Password-reset links and device sign-in codes: hashes only, valid for an hour and
          ten minutes.
        </li>
      </List>

      <SectionHeading>What you do on the site</SectionHeading>
      <List>
        <li>
          What you upload (files, covers, descriptions, tags) and when, shown publicly once you publish it.
        </li>
        <li>Your votes (one per item) and whom you follow.</li>
        <li>
          Downloads: when you are signed in, which beatmaps you downloaded, how many times and when last —
          your own download history. Anonymous downloads only add one to the item’s public counter and the
          day’s total. No IP address or browser is stored with a download.
        </li>
        <li>
          Scores submitted by a game mod: your leaderboard name, the song and chart, score, accuracy, combo,
          modifiers and the headset model the game reported.
        </li>
        <li>Notifications sent to you; ones you cleared are deleted after 30 days.</li>
        <li>
          Reports you send from the Copyright page: the link, your message, name and e-mail, and your account
          if you were signed in. Only admins can read them.
        </li>
      </List>

      <SectionHeading>Server logs</SectionHeading>
      <Typography>
        The server writes a line for every request: the time, method and address requested, your IP address
        and port, the answer’s status code and how long it took. Logs are used to keep the site running and
        secure and are not kept longer than needed for that (normally 14 days). To limit sign-in guessing, the
        server also counts recent attempts per IP address and account name in memory only, for up to an hour.
        On a site without a mail server, a password-reset e-mail (your address and the one-hour link) is
        written to the log for the admin to pass on instead of being sent.
      </Typography>

      <SectionHeading>In your browser</SectionHeading>
      <Typography>
        Your browser keeps your sign-in tokens in local storage so you stay signed in; signing out removes
        them. When you connect a game folder or headset, the permission and the list of installed files stay
        in your browser; nothing about your device is sent to us.
      </Typography>

      <SectionHeading>Deleting your data</SectionHeading>
      <Typography>
        Delete your account under Profile Settings. Your e-mail, password, picture, sessions and API tokens
        are removed at once; your public uploads and votes stay, shown as “deleted user”. To have uploads
        removed too, or to see what we hold about you, send a report from the Copyright page.
      </Typography>
    </ContentPage>
  );
}
