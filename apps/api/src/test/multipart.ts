/** A multipart/form-data body for `app.inject`, built by the platform's own FormData encoder. */
export async function multipartFile(field: string, fileName: string, contentType: string, data: Buffer) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type: contentType }), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
