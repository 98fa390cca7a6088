/*
 * npm run prebuild (before every build): the build's writing steps, in order, in one
 * process. Each is also a command of its own (npm run media, content:menu, search:index,
 * og:images, ebook); run here together, tsx starts once and the content is loaded once,
 * about 0.7 s of start-up and a content load per step saved on every build.
 */
import { writeCmsAssets } from './cms-assets';
import { runAsCommand } from './command';
import { writeContentSchemas } from './content-schema';
import { writeEbook } from './ebook';
import { writeMedia } from './media';
import { writeMenuLinks } from './menu-links';
import { writeShareImages } from './og/generate';
import { writeSearchIndex } from './search-index';

async function prebuild() {
  // First: the content loader reads the rendered images' sizes once, when it first loads.
  // A build publishes only what is published: a draft's images wait for the draft.
  await writeMedia({ publishedOnly: true });
  writeMenuLinks();
  // The editor hints learn the build's categories, services and case studies.
  await writeContentSchemas();
  writeSearchIndex();
  await writeShareImages();
  await writeEbook();
  writeCmsAssets(process.cwd(), true);
}

runAsCommand(module, prebuild);
