// Renders the nginx site template (skin-console.conf.template) the way envsubst does for the nginx image:
// `${NAME}` for the names given, nothing else. Used by `npm run stand` (server/stand/stand.ts) and
// deploy/check.mjs; renderMain wraps it in a whole nginx.conf that runs as an ordinary process in a folder.
import fs from 'node:fs';
import path from 'node:path';

export const TEMPLATE = path.join(import.meta.dirname, 'skin-console.conf.template');

/**
 * @param {{ listen: string, webRoot: string, upstreams: string[], proxySecret: string, imgSrc?: string, failTimeout?: string }} v
 *   upstreams: `host:port` of each instance; proxySecret: the instances' PROXY_SECRET
 */
export function renderSite(v) {
  const values = {
    SKIN_LISTEN: v.listen,
    SKIN_WEB_ROOT: v.webRoot,
    SKIN_UPSTREAM_SERVERS: v.upstreams
      .map((u) => `server ${u} max_fails=1 fail_timeout=${v.failTimeout ?? '5s'};`)
      .join('\n    '),
    SKIN_IMG_SRC: v.imgSrc ?? '',
    SKIN_PROXY_SECRET: v.proxySecret,
  };
  return fs
    .readFileSync(TEMPLATE, 'utf8')
    .replace(/\$\{(SKIN_[A-Z_]+)\}/g, (m, name) => (name in values ? values[name] : m));
}

/**
 * A whole nginx.conf for nginx started as `nginx -p <dir> -c <dir>/nginx.conf`: pid, logs and temporary files
 * in `dir`, the site included from `dir/skin-console.conf`.
 * @param {{ dir: string, user?: string, workers?: number }} o
 */
export function renderMain(o) {
  const at = (name) => path.join(o.dir, name);
  return `${o.user ? `user ${o.user};\n` : ''}worker_processes ${o.workers ?? 'auto'};
worker_rlimit_nofile 16384;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    keepalive_timeout 65;
    client_body_temp_path ${at('tmp/client_body')};
    proxy_temp_path ${at('tmp/proxy')};
    fastcgi_temp_path ${at('tmp/fastcgi')};
    uwsgi_temp_path ${at('tmp/uwsgi')};
    scgi_temp_path ${at('tmp/scgi')};
    include ${at('skin-console.conf')};
}
`;
}

/**
 * Writes nginx.conf and skin-console.conf (0600: it holds the proxy's secret) into `dir` (and its temporary
 * folders); answers the nginx.conf path.
 */
export function writeNginxConfig(dir, site, main = {}) {
  for (const t of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    fs.mkdirSync(path.join(dir, 'tmp', t), { recursive: true });
  const siteFile = path.join(dir, 'skin-console.conf');
  // The site's access log in the folder, as the rest of this nginx's files.
  const text = renderSite(site).replace(
    /access_log \/var\/log\/nginx\/\S+/,
    `access_log ${path.join(dir, 'access.log')}`,
  );
  fs.writeFileSync(siteFile, text, { mode: 0o600 });
  fs.chmodSync(siteFile, 0o600);
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, renderMain({ dir, ...main }));
  return conf;
}
