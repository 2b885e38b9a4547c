import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { ostListKey } from './keys.ts';

/**
 * `POST /api/admin/ost` as multipart (the `.synth` as `file`, like the site's beatmap upload): the
 * new OST beatmap's `{id}`; the OST grid is refetched. @throws ApiError 400/422 bad file, 409 known hash
 */
export function useUploadOst() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.request<{ id: number }>('/api/admin/ost', { method: 'POST', form });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ostListKey() }),
  });
}
