import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AvatarLicense as License } from '@synthhub/shared/avatars/avatars.schemas';
import type { ReactNode } from 'react';
import { FactsList } from '../../../components/facts-list.tsx';
import { licenseTitle, permissionRows } from './license-labels.ts';

const isUrl = (text: string) => /^https?:\/\//.test(text);

function External({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
      {children}
    </Link>
  );
}

/**
 * The licence and permissions an avatar's `.vrm` states (formats.md §4): the licence (linked when
 * it is a URL), the other-licence link, then one row per permission field in words.
 */
export function AvatarLicense({ license }: { license: License }) {
  const title = licenseTitle(license);
  const facts: [string, ReactNode][] = [
    ['Licence', license.url ? <External href={license.url}>{title}</External> : title],
  ];
  if (license.other_license_url) {
    facts.push([
      'Other licence',
      <External href={license.other_license_url}>{license.other_license_url}</External>,
    ]);
  }
  for (const [label, value] of permissionRows(license.permissions)) {
    facts.push([label, isUrl(value) ? <External href={value}>{value}</External> : value]);
  }
  return (
    <Stack spacing={1} component="section" aria-labelledby="avatar-license-heading">
      <Typography id="avatar-license-heading" variant="h6" component="h2">
        Licence
      </Typography>
      <FactsList label="Licence terms" facts={facts} />
      <Typography variant="caption" color="text.secondary">
        As stated by the author inside the file. Please respect these terms when you use the avatar.
      </Typography>
    </Stack>
  );
}
