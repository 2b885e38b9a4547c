import { formatSize } from '../format/size.ts';

/** What an upload file field accepts: one extension (".synth", ".playlist", ".stagepkg", ".vrm") and a size limit in bytes. */
export interface UploadFileRule {
  extension: string;
  maxBytes: number;
}

/**
 * Checks a chosen upload file (spec §5 "Upload file fields"): "Required" when there is none, then a
 * message when its name lacks the extension, it is empty, or it is over `maxBytes`. Null when fine.
 * Input: anything with a `name` and a `size` in bytes (a browser File).
 */
export function uploadFileError(
  file: { name: string; size: number } | null,
  rule: UploadFileRule,
): string | null {
  if (!file) return 'Required';
  if (!file.name.toLowerCase().endsWith(rule.extension)) return `Choose a ${rule.extension} file`;
  if (file.size === 0) return 'The file is empty';
  if (file.size > rule.maxBytes) return `The file is larger than ${formatSize(rule.maxBytes)}`;
  return null;
}
