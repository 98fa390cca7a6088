import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import fs from 'node:fs';
const [url, runs = '3'] = process.argv.slice(2);
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (let i = 0; i < Number(runs); i++) {
  const dir = `/tmp/lhx/run${i}`; fs.rmSync(dir, { recursive: true, force: true }); fs.mkdirSync(dir, { recursive: true });
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], gatherMode: dir, auditMode: dir, blankPage: new URL('/robots.txt', url).href, clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'] } as never);
  const a = r!.lhr.audits;
  const lt = (a['long-tasks'].details as { items: { url: string; startTime: number; duration: number }[] }).items;
  const fcp = a['first-contentful-paint'].numericValue!;
  console.log(`run ${i}: perf ${r!.lhr.categories.performance.score} TBT ${Math.round(a['total-blocking-time'].numericValue!)} FCP ${Math.round(fcp)} LCP ${Math.round(a['largest-contentful-paint'].numericValue!)} TTI ${Math.round(a['interactive'].numericValue!)}`);
  console.log('   ' + lt.filter((t) => t.startTime + t.duration > fcp).map((t) => `${(t.url.split('/').pop() || 'doc').slice(0, 14)} ${Math.round(t.startTime)}+${Math.round(t.duration)}`).join(' | '));
}
await chrome.kill();
