/** decap-server ships no types: the one function scripts/cms-server.ts uses. */
declare module 'decap-server/dist/middlewares' {
  import type { Express } from 'express';

  /** Serves Decap's local backend on `app` (POST /api/v1), reading and writing files under the working folder. */
  export function registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void>;
}
