/**
 * Renders deploy/nginx.conf.template: every {{field}} replaced, none left over. Used by `npm run stack` to write
 * the configuration of its nginx into a temporary folder.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
export const templateFile = path.join(root, 'deploy/nginx.conf.template');

/** Debian's package of the brotli filter installs it here (libnginx-mod-http-brotli-filter). */
export const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

export interface NginxSite {
  /** Folder for the pid file, the logs, the temporary files and the caches. */
  prefix: string;
  listen: string;
  serverName: string;
  /** `host:port` of each app instance. */
  upstreams: string[];
  /** The user and group of nginx's workers, when it is started as root; else they run as the user who started it. */
  workerUser?: { user: string; group: string; uid: number; gid: number };
  /** Whether to load and use the brotli filter. */
  brotli: boolean;
  /** Locations added to the server block as they are. */
  extraLocations?: string;
}

const compressedTypes =
  'text/css text/javascript application/javascript application/json text/x-component image/svg+xml text/plain ' +
  'application/manifest+json';

export function renderNginxConfig(site: NginxSite, template = fs.readFileSync(templateFile, 'utf8')): string {
  const fields: Record<string, string> = {
    user: site.workerUser ? `user ${site.workerUser.user} ${site.workerUser.group};` : '',
    modules: site.brotli ? `load_module ${brotliModule};` : '',
    pid: path.join(site.prefix, 'nginx.pid'),
    logs: path.join(site.prefix, 'logs'),
    temp: path.join(site.prefix, 'temp'),
    cache: path.join(site.prefix, 'cache'),
    listen: site.listen,
    server_name: site.serverName,
    upstream_servers: site.upstreams.map((address) => `server ${address} max_fails=2 fail_timeout=5s;`).join('\n    '),
    compression: site.brotli ? `brotli on;\n  brotli_comp_level 5;\n  brotli_types ${compressedTypes};` : '',
    extra_locations: site.extraLocations ?? '',
  };
  // Comments are left as they are: the template's own describe its fields.
  return template
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : line.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
            const value = fields[name];
            if (value === undefined) throw new Error(`Unknown field ${placeholder} in ${templateFile}`);
            return value;
          }),
    )
    .join('\n');
}

/**
 * Creates the folders the rendered configuration names, so that nginx need not (it could not, without root). When
 * nginx runs as root, its workers run as `workerUser`: the prefix is theirs to pass through, the caches and
 * temporary files theirs to write.
 */
export function makeNginxFolders(prefix: string, workerUser?: NginxSite['workerUser']): void {
  for (const folder of ['logs', 'temp', 'cache']) fs.mkdirSync(path.join(prefix, folder), { recursive: true });
  if (!workerUser) return;
  fs.chmodSync(prefix, 0o711);
  for (const folder of ['temp', 'cache']) fs.chownSync(path.join(prefix, folder), workerUser.uid, workerUser.gid);
}

/** nobody and its group, as Debian's nginx would run its workers without a `user` line; null when not root. */
export function unprivilegedWorkers(): NginxSite['workerUser'] {
  if (process.getuid?.() !== 0) return undefined;
  const id = (...args: string[]) => spawnSync('id', [...args, 'nobody'], { encoding: 'utf8' }).stdout.trim();
  return { user: 'nobody', group: id('-gn'), uid: Number(id('-u')), gid: Number(id('-g')) };
}
