import type { TImgPublicRequest, TImgPublicResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// POST /api/img_public (spec §7): an event's image ids → short-lived signed URLs (`data.data.images`).
// The gallery dialog (components/movement-detail) caches the answer under the ids.
export async function findPublicImages(ids: string[]) {
  const body: TImgPublicRequest = { imagenes: ids, nombre_campo_img: 'image_event' };
  const response = await api.post<TImgPublicResponse>('/img_public', body, { handleUnauthenticated: false });
  return response.data.images;
}
