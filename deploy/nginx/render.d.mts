// Types of render.mjs, for the stand (server/stand/stand.ts).
export declare const TEMPLATE: string;
export interface SiteValues {
  listen: string;
  webRoot: string;
  /** `host:port` of each instance */
  upstreams: string[];
  /** the instances' PROXY_SECRET, sent in X-Proxy-Secret */
  proxySecret: string;
  imgSrc?: string;
  failTimeout?: string;
}
export interface MainValues {
  user?: string;
  workers?: number;
}
export declare function renderSite(v: SiteValues): string;
export declare function renderMain(o: MainValues & { dir: string }): string;
export declare function writeNginxConfig(dir: string, site: SiteValues, main?: MainValues): string;
