import { firstLoadJsBytes } from './scripts/bench/first-load';
void (async () => {
  const origin = process.argv[2]!;
  for (const route of process.argv.slice(3)) {
    const bytes = await firstLoadJsBytes(origin, route);
    console.log(route, (bytes / 1024).toFixed(1), 'KB gz');
  }
})();
