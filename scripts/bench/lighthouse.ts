import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Result } from 'lighthouse';

import { median, type RouteMeasure } from '@/scripts/bench/budgets';
import { chromiumPath, QUIET_CHROMIUM_FLAGS } from '@/scripts/chromium';

/** Lighthouse's own advice: several runs, keep the median, as single runs vary. */
export const LIGHTHOUSE_RUNS = 3;
/** A run Lighthouse could not record (it asks to be run again) gets this many tries. */
const ATTEMPTS_PER_RUN = 3;
/** Lighthouse's default `clearStorageTypes`. */
const CLEARED_BY_DEFAULT = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'] as const;
const CHROME_FLAGS = ['--headless=new', ...QUIET_CHROMIUM_FLAGS];

export type Scores = Omit<RouteMeasure, 'kind' | 'route' | 'firstLoadJsKb' | 'firstLoadJsEveryIntegrationKb'>;

function scoresOf({ categories, audits }: Result): Scores {
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
  };
}

/**
 * The page Lighthouse opens before the measured load: a plain text page of the same site,
 * not its default about:blank. Every response carries Cross-Origin-Opener-Policy:
 * same-origin (lib/security/server/headers.ts), so a load that starts from about:blank moves to a
 * new renderer process, and now and then Chromium starts tracing that process only after
 * it has recorded the load's navigationStart: Lighthouse then fails with NO_NAVSTART (seen
 * in 3 of 87 runs). From a page of the same origin and policy the load stays in a process
 * traced from the start. The measured load is a fresh navigation either way (Lighthouse
 * clears the cache and storage after this page).
 */
const sameOriginBlankPage = (url: string) => new URL('/robots.txt', url).href;

/** Each score and metric's median over the runs. */
export function medianScores(runs: Scores[]): Scores {
  const mid = (key: keyof Scores) => median(runs.map((run) => run[key]));
  return {
    performance: mid('performance'),
    accessibility: mid('accessibility'),
    bestPractices: mid('bestPractices'),
    seo: mid('seo'),
    fcpMs: mid('fcpMs'),
    lcpMs: mid('lcpMs'),
    cls: mid('cls'),
    tbtMs: mid('tbtMs'),
  };
}

export function chromePath(): string {
  const chrome = chromiumPath();
  if (!chrome) throw new Error('No Chrome found: set CHROME_PATH to a Chrome or Chromium binary');
  return chrome;
}

/** Every run of one auditor, and the messages of the failed ones: a lost trace is retried, never hidden. */
interface Attempts {
  runs: number;
  failed: string[];
}

async function withRetries<T>(attempt: () => Promise<T>, attempts: Attempts): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    attempts.runs += 1;
    try {
      return await attempt();
    } catch (error) {
      attempts.failed.push((error as Error).message);
      if (tries >= ATTEMPTS_PER_RUN) throw error;
      console.warn(`${(error as Error).message}; trying again`);
    }
  }
}

export interface Auditor {
  /** The medians of LIGHTHOUSE_RUNS runs. */
  audit: (url: string) => Promise<Scores>;
  /** One run (a lost trace is retried). */
  auditOnce: (url: string) => Promise<Scores>;
  /** Every Lighthouse run so far, and the messages of those that failed (NO_NAVSTART, ...). */
  attempts: () => Attempts;
  close: () => Promise<void>;
}

/** One Chrome for every run; Lighthouse's default mobile emulation and simulated throttling. */
export async function startAuditor(): Promise<Auditor> {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const attempts: Attempts = { runs: 0, failed: [] };
  const chrome = await launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS });
  const once = async (url: string): Promise<Scores> => {
    // Each run writes what it gathered (trace, DevTools log) to disk and audits it from there too;
    // a failed run's folder is kept, so a rare failure (NO_NAVSTART) can be read, not only counted.
    const artifacts = mkdtempSync(path.join(tmpdir(), 'lighthouse-run-'));
    let keepArtifacts = false;
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        gatherMode: artifacts,
        auditMode: artifacts,
        blankPage: sameOriginBlankPage(url),
        // Every run a first visit: Lighthouse's default keeps localStorage (the theme, consent).
        clearStorageTypes: [...CLEARED_BY_DEFAULT, 'local_storage'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      // A run Lighthouse itself could not record has no scores at all; reading them would report 0.
      if (result.lhr.runtimeError) {
        keepArtifacts = true;
        throw new Error(
          `Lighthouse failed on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message} (its trace and DevTools log: ${artifacts})`,
        );
      }
      return scoresOf(result.lhr);
    } finally {
      if (!keepArtifacts) rmSync(artifacts, { recursive: true, force: true });
    }
  };
  const auditOnce = (url: string) => withRetries(() => once(url), attempts);
  return {
    async audit(url) {
      const runs: Scores[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) runs.push(await auditOnce(url));
      return medianScores(runs);
    },
    auditOnce,
    attempts: () => ({ runs: attempts.runs, failed: [...attempts.failed] }),
    close: async () => {
      chrome.kill();
    },
  };
}
