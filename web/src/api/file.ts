import type { TFilePutResponse } from '@skin/contract';
import { getToken } from '../auth/token';
import { currentLanguage } from '../i18n/language';
import { translate } from '../i18n/server-messages';
import { API_PREFIX, ApiError, CLIENT_CODES } from './client';

/**
 * A multipart upload with progress (fetch reports none): `file/put` for images, `symptomLabel/batchAdd` for
 * templates. Resolves with the envelope's `datas`; rejects with ApiError carrying the server's translated
 * message, code and `datas` (e.g. the rows of a refused import). The caller shows the error.
 */
export function uploadWithProgress<T>(
  path: string,
  fields: Record<string, string | Blob>,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_PREFIX}${path}`);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('X-Lang', currentLanguage());
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.timeout = 120_000;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.min(99, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let body: { code: number; message: string; datas: unknown } | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (body && body.code === 200) {
        onProgress?.(100);
        resolve(body.datas as T);
      } else if (body && typeof body.code === 'number') {
        reject(new ApiError(body.message, body.code, xhr.status, body.datas));
      } else {
        reject(new ApiError(translate(currentLanguage(), 'unknownError'), CLIENT_CODES.BAD_RESPONSE, xhr.status));
      }
    };
    xhr.onerror = () => reject(new ApiError(translate(currentLanguage(), 'unknownError'), CLIENT_CODES.NETWORK, 0));
    xhr.ontimeout = () => reject(new ApiError(translate(currentLanguage(), 'unknownError'), CLIENT_CODES.TIMEOUT, 0));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Stores a checked image (`file/put`, fileType image). */
export const uploadImage = (file: Blob, onProgress?: (percent: number) => void) =>
  uploadWithProgress<TFilePutResponse>('/file/put', { fileType: 'image', file }, onProgress);

/** Downloads a file answered by a GET route with the bearer token, under `fileName`. */
export async function downloadFile(path: string, query: Record<string, string | number | undefined>, fileName: string) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.append(k, String(v));
  const res = await fetch(`${API_PREFIX}${path}?${params}`, {
    headers: { Authorization: `Bearer ${getToken() ?? ''}`, 'X-Lang': currentLanguage() },
  });
  if (!res.ok) {
    const body = await res.json().catch(() => null);
    throw new ApiError(body?.message ?? translate(currentLanguage(), 'unknownError'), body?.code ?? -3, res.status);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
