import type { AvatarLicense } from '@synthhub/shared/avatars/avatars.schemas';

/** Readable names of VRM 0.x `licenseName` values (vrm-specification 0.0 "Model information"). */
const LICENSE_NAMES: Record<string, string> = {
  Redistribution_Prohibited: 'Redistribution prohibited',
  CC0: 'CC0 (public domain)',
  CC_BY: 'CC BY',
  CC_BY_NC: 'CC BY-NC',
  CC_BY_SA: 'CC BY-SA',
  CC_BY_NC_SA: 'CC BY-NC-SA',
  CC_BY_ND: 'CC BY-ND',
  CC_BY_NC_ND: 'CC BY-NC-ND',
  Other: 'Other (see the licence link)',
};

/** Labels of the permission fields of both VRM versions (formats.md §4), in display order. */
const PERMISSION_LABELS: Record<string, string> = {
  allowedUserName: 'Who may use it',
  avatarPermission: 'Who may use it',
  commercialUssageName: 'Commercial use',
  commercialUsage: 'Commercial use',
  violentUssageName: 'Violent acts',
  allowExcessivelyViolentUsage: 'Excessively violent acts',
  sexualUssageName: 'Sexual acts',
  allowExcessivelySexualUsage: 'Excessively sexual acts',
  allowPoliticalOrReligiousUsage: 'Political or religious use',
  allowAntisocialOrHateUsage: 'Antisocial or hateful use',
  creditNotation: 'Credit',
  allowRedistribution: 'Redistribution',
  modification: 'Modification',
  otherPermissionUrl: 'Other permissions',
};

/** Readable values of the enumerated permission fields. */
const VALUE_LABELS: Record<string, string> = {
  OnlyAuthor: 'Only the author',
  ExplicitlyLicensedPerson: 'Explicitly licensed people',
  Everyone: 'Everyone',
  onlyAuthor: 'Only the author',
  onlySeparatelyLicensedPerson: 'Separately licensed people',
  everyone: 'Everyone',
  Allow: 'Allowed',
  Disallow: 'Not allowed',
  personalNonProfit: 'Personal, non-profit only',
  personalProfit: 'Personal, including for profit',
  corporation: 'Allowed, also for companies',
  required: 'Required',
  unnecessary: 'Not required',
  prohibited: 'Not allowed',
  allowModification: 'Allowed',
  allowModificationRedistribution: 'Allowed, and may be redistributed',
};

/** The licence in one line: the 0.x name ("CC BY"), the 1.0 URL's name, or "Not stated". */
export function licenseTitle(license: AvatarLicense): string {
  if (license.name) return LICENSE_NAMES[license.name] ?? license.name;
  if (license.url) {
    return /^https?:\/\/vrm\.dev\/licenses\/1\.0\/?$/.test(license.url)
      ? 'VRM Public License 1.0'
      : license.url;
  }
  return 'Not stated';
}

/**
 * The permission fields as [label, value] rows in a stable order (formats.md §4): enumerations
 * and booleans in words ("Allowed", "Only the author"), URLs as they are. Unknown keys keep their name.
 */
export function permissionRows(permissions: AvatarLicense['permissions']): [string, string][] {
  const order = Object.keys(PERMISSION_LABELS);
  return Object.entries(permissions)
    .sort(([a], [b]) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99))
    .map(([key, value]) => [
      PERMISSION_LABELS[key] ?? key,
      typeof value === 'boolean' ? (value ? 'Allowed' : 'Not allowed') : (VALUE_LABELS[value] ?? value),
    ]);
}
