/**
 * The web editor (/admin, Decap CMS): where it commits in production, and in development
 * the loopback server that writes into content/. Read by next.config.ts (the /admin CSP),
 * /admin's getStaticProps and scripts/cms-server.ts; server-side, so none of it reaches a
 * public page's bundle. No secret among them: the OAuth client holds that.
 */
import { value } from './build';

/** Port of `npm run cms`, the web editor's loopback server in local mode (scripts/cms-server.ts). */
const CMS_LOCAL_PORT_DEFAULT = 8081;
/** Port `npm run dev` serves /admin on (next dev's own default): the only page `npm run cms` answers. */
const CMS_SITE_PORT_DEFAULT = 3000;

export function cmsEnv() {
  return {
    repo: value('CMS_GITHUB_REPO'),
    branch: value('CMS_BRANCH') ?? 'main',
    authBaseUrl: value('CMS_AUTH_URL'),
    localPort: Number(value('CMS_LOCAL_PORT') ?? CMS_LOCAL_PORT_DEFAULT),
    sitePort: Number(value('CMS_SITE_PORT') ?? CMS_SITE_PORT_DEFAULT),
  };
}

/**
 * Whether the site serves /admin at all: in development (local mode, `npm run cms`) and, in
 * a production build, only once a backend is configured (CMS_GITHUB_REPO). Otherwise /admin
 * answers 404, its bundle is not copied and no page gets the editor's policy.
 */
export const editorServed = (production: boolean, env: { repo?: string } = cmsEnv()): boolean =>
  !production || env.repo !== undefined;
