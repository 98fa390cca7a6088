/** The five characters XML gives meaning to, replaced so any text is safe in an element or attribute. */
const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
