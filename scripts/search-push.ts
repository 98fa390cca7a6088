/* npm run search:push: uploads the search records and settings to the hosted index. */
import { loadEnvConfig } from '@next/env';

loadEnvConfig(process.cwd());

async function main() {
  // Imported after the .env files are loaded, since lib/env/index.ts reads them on import.
  const { publicEnv } = await import('@/lib/env');
  const { algoliaAdminKey } = await import('@/lib/env/server');
  const { chooseSearchEngine } = await import('@/lib/search/engine');
  const appId = publicEnv.search.algoliaAppId?.trim();
  const adminKey = algoliaAdminKey();
  if (!appId || !adminKey) {
    console.error('search:push needs NEXT_PUBLIC_ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY (see .env.example).');
    process.exit(1);
  }
  const { indexName } = chooseSearchEngine(publicEnv.search);
  const { algoliasearch } = await import('algoliasearch');
  const { buildSearchRecords } = await import('@/lib/search/server/records');
  const { pushSearchIndex } = await import('@/lib/search/server/push');
  const records = buildSearchRecords();
  await pushSearchIndex(algoliasearch(appId, adminKey), indexName, records);
  console.log(`Pushed ${records.length} records and settings to Algolia index "${indexName}".`);
}

main().catch((error: unknown) => {
  console.error('search:push failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
