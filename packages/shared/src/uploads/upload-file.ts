import { formatSize } from '../format/size.ts';

/**
 * What an upload file field accepts: an extension (".synth", ".playlist", ".stagepkg", ".vrm") or
 * several (a mod version: ".zip" or ".dll"), and a size limit in bytes.
 */
export interface UploadFileRule {
  extension: string | readonly string[];
  maxBytes: number;
}

/** The extensions of a rule as a list. */
export const ruleExtensions = (rule: Pick<UploadFileRule, 'extension'>): readonly string[] =>
  typeof rule.extension === 'string' ? [rule.extension] : rule.extension;

/**
 * Checks a chosen upload file (spec §5 "Upload file fields"): "Required" when there is none, then a
 * message when its name has none of the extensions, it is empty, or it is over `maxBytes`. Null when fine.
 * Input: anything with a `name` and a `size` in bytes (a browser File).
 */
export function uploadFileError(
  file: { name: string; size: number } | null,
  rule: UploadFileRule,
): string | null {
  if (!file) return 'Required';
  const extensions = ruleExtensions(rule);
  const name = file.name.toLowerCase();
  if (!extensions.some((e) => name.endsWith(e))) return `Choose a ${extensions.join(' or ')} file`;
  if (file.size === 0) return 'The file is empty';
  if (file.size > rule.maxBytes) return `The file is larger than ${formatSize(rule.maxBytes)}`;
  return null;
}
