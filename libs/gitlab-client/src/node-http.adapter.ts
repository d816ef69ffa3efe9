import axios, {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { exchangeOverNodeHttp, type NodeHttpRequest, type NodeHttpResponse } from './node-http.exchange.js';

/** The variables through which axios' own adapter (proxy-from-env) finds a proxy. */
const PROXY_VARIABLES = ['http_proxy', 'HTTP_PROXY', 'https_proxy', 'HTTPS_PROXY', 'all_proxy', 'ALL_PROXY'] as const;

/** Whether the environment names a proxy for outbound requests (then axios' adapter sends). */
export function environmentNamesProxy(env: NodeJS.ProcessEnv = process.env): boolean {
  for (const name of PROXY_VARIABLES) {
    const value = env[name];
    if (value !== undefined && value !== '') return true;
  }
  return false;
}

/**
 * Whether {@link nodeHttpAdapter} sends `config` itself: the shape {@link GitlabClient} sends
 * (an absolute URL, a string or byte body, text or stream, redirects not followed, no proxy, no
 * timeout, no limits). Anything else goes to axios' own `http` adapter, so every axios option
 * keeps its meaning.
 */
export function isLeanConfig(config: InternalAxiosRequestConfig): boolean {
  const data: unknown = config.data;
  const responseType = config.responseType ?? 'text';
  return (
    config.maxRedirects === 0 &&
    !config.timeout &&
    config.baseURL === undefined &&
    config.params === undefined &&
    config.auth === undefined &&
    config.socketPath == null &&
    config.proxy === undefined &&
    config.cancelToken === undefined &&
    config.onUploadProgress === undefined &&
    config.onDownloadProgress === undefined &&
    config.maxRate === undefined &&
    config.lookup === undefined &&
    config.family === undefined &&
    config.transport === undefined &&
    config.beforeRedirect === undefined &&
    config.insecureHTTPParser === undefined &&
    (config.httpVersion ?? 1) === 1 &&
    config.decompress !== false &&
    (config.responseEncoding === undefined || config.responseEncoding === 'utf8') &&
    (config.maxContentLength === undefined || config.maxContentLength < 0) &&
    (config.maxBodyLength === undefined || config.maxBodyLength < 0 || config.maxBodyLength === Infinity) &&
    (responseType === 'text' || responseType === 'json' || responseType === 'stream') &&
    (data == null || typeof data === 'string' || data instanceof Uint8Array) &&
    typeof config.url === 'string' &&
    /^https?:\/\//i.test(config.url) &&
    !environmentNamesProxy()
  );
}

/**
 * An axios adapter on `node:http` / `node:https` and the request's own keep-alive agents
 * (`httpAgent` / `httpsAgent`), for the HttpService the GitLab client sends with. For the lean
 * shape ({@link isLeanConfig}) it makes one exchange and nothing more: no redirect is followed
 * (the client follows them hop by hop, each under the outbound destination policy, A-73), no
 * proxy, no progress streams. Any other config, and every request while a proxy variable is set,
 * goes to axios' own `http` adapter unchanged. Statuses are settled by `validateStatus` as axios'
 * adapters do; an abort rejects with axios' `CanceledError`.
 *
 * @publicApi
 */
export const nodeHttpAdapter: AxiosAdapter = async (config) => {
  if (!isLeanConfig(config)) return axios.getAdapter('http')(config);
  const headers = AxiosHeaders.from(config.headers).toJSON(true) as Record<string, string>;
  const data: unknown = config.data;
  const request: NodeHttpRequest = {
    url: new URL(config.url as string),
    method: (config.method ?? 'get').toUpperCase(),
    headers,
    ...(data == null ? {} : { body: data as string | Uint8Array }),
    ...(config.signal === undefined ? {} : { signal: config.signal as AbortSignal }),
    read: config.responseType === 'stream' ? 'stream' : 'text',
    httpAgent: config.httpAgent as NodeHttpRequest['httpAgent'],
    httpsAgent: config.httpsAgent as NodeHttpRequest['httpsAgent'],
  };
  let exchanged: NodeHttpResponse;
  try {
    exchanged = await exchangeOverNodeHttp(request);
  } catch (error: unknown) {
    if (config.signal?.aborted) throw new CanceledError(undefined, config);
    throw AxiosError.from(error, (error as { code?: string }).code, config);
  }
  const response: AxiosResponse = {
    data: exchanged.body,
    status: exchanged.status,
    statusText: exchanged.statusText,
    headers: new AxiosHeaders(exchanged.headers as Record<string, string>),
    config,
    request: exchanged.request,
  };
  const validate = config.validateStatus;
  if (validate == null || validate(response.status)) return response;
  throw new AxiosError(
    `Request failed with status code ${response.status}`,
    response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
    config,
    exchanged.request,
    response,
  );
};
