/** JSON for a <script> element: "<" escaped so no text in the data can close the element. */
export const jsonInScript = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');
