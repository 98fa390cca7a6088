/**
 * A case study's gallery in rows: a tall picture (a phone capture) right after a wide one (the
 * desktop capture of the same page, as npm run capture writes them) shares its row, so the
 * two read as one page at two sizes; every other picture has a row of its own.
 */
interface Sized {
  width: number;
  height: number;
}

export const isTall = ({ width, height }: Sized) => height > width;

export function galleryRows<T>(images: readonly T[], sizeOf: (image: T) => Sized | undefined): T[][] {
  const rows: T[][] = [];
  for (const image of images) {
    const size = sizeOf(image);
    const last = rows.at(-1);
    const lastSize = last?.length === 1 ? sizeOf(last[0]!) : undefined;
    if (size && lastSize && isTall(size) && !isTall(lastSize)) last!.push(image);
    else rows.push([image]);
  }
  return rows;
}

/**
 * Column shares for a row, proportional to each picture's width-to-height ratio: side by
 * side, the pictures then show at one height.
 */
export const rowColumns = (sizes: readonly Sized[]): string =>
  sizes.map(({ width, height }) => `${(width / height).toFixed(4)}fr`).join(' ');
