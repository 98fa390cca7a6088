/**
 * The words a schema's own checks refuse a value in, read from the checks as the schema
 * writes them (`.min(50, 'must be at least 50 characters')`, `.regex(…, 'must be …')`): the
 * editor hints (JSON Schema) and the web editor's fields say what the content check says.
 */
import type { z } from 'zod';

export type WordsCode = 'too_small' | 'too_big' | 'invalid_format';

interface CheckDef {
  check?: string;
  format?: string;
  error?: (issue: object) => unknown;
}

const CODES: Record<string, WordsCode> = {
  min_length: 'too_small',
  greater_than: 'too_small',
  max_length: 'too_big',
  less_than: 'too_big',
  string_format: 'invalid_format',
};

export function checkWords(schema: z.ZodType): Partial<Record<WordsCode, string>> {
  const words: Partial<Record<WordsCode, string>> = {};
  const checks = (schema._zod.def as { checks?: { _zod: { def: CheckDef } }[] }).checks ?? [];
  for (const { _zod } of checks) {
    const code = CODES[_zod.def.check ?? ''];
    const said = _zod.def.error?.({});
    if (code && typeof said === 'string') words[code] ??= said;
  }
  return words;
}
