/**
 * Who made a case study's pictures, said once where the work is told, so no first screen
 * carries a disclaimer. A capture of a client's live page is told by its caption, which
 * `npm run capture` writes with these words; every other picture is our drawing.
 */
export const CAPTURED_ON = ', captured on ';

interface Captioned {
  caption?: string;
}

export const isCapture = (image: Captioned) => image.caption?.includes(CAPTURED_ON) ?? false;

export function pictureCredit(client: string, images: readonly Captioned[]): string {
  const captures = images.filter(isCapture).length;
  if (captures === 0)
    return `Every picture on this page is drawn by Byer Company for this case study: none is ${client}’s brand or a screenshot of its site.`;
  if (captures === images.length)
    return `Every picture on this page is a capture of ${client}’s live site, dated in its caption.`;
  return `The captures of ${client}’s live site are dated in their captions; the other pictures are drawn by Byer Company for this case study.`;
}
