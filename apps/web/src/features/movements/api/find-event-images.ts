import type { TImgPublicRequest, TImgPublicResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// POST /api/img_public (spec §7): event image ids → short-lived signed URLs for the gallery.
export async function findEventImages(ids: string[]) {
  const body: TImgPublicRequest = { imagenes: ids, nombre_campo_img: 'image_event' };
  const response = await api.post<TImgPublicResponse>('/img_public', body);
  return response.data.images;
}
