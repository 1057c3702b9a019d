import { ApiError, failure, requestHeaders, unreachable } from '../../../../lib/api-client';

/**
 * A multipart upload that reports its progress (a coach's video: fetch cannot tell how much of a
 * request body is sent): the same headers and the same `ApiError`s as `apiFetch`.
 */
export const apiUpload = <T>(
  path: string,
  formData: FormData,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<T> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    for (const [name, value] of Object.entries(requestHeaders())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let data: unknown = {};
      try {
        data = request.responseText ? JSON.parse(request.responseText) : {};
      } catch {
        data = { message: request.responseText };
      }
      if (request.status === 200) resolve(data as T);
      else reject(failure(request.status, data));
    };
    request.onerror = () => reject(new ApiError(0, { message: unreachable() }));
    request.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort());
    request.send(formData);
  });
