/**
 * YAML written as people write it, for the web editor's saves (components/cms/startCms.ts):
 * the new values are applied to the file's own parsed document (the `yaml` package's
 * Document API), so every key, quote, block, list marker and comment that did not change
 * stays as it was and a one-field edit is a one-line diff. A new file, or a key the file did
 * not have, follows the schema's order. Browser-safe.
 */
import { Document, isMap, isScalar, isSeq, type Node, parseDocument, type YAMLMap } from 'yaml';

/** The order of a collection's fields (and of an object field's own), as the schema declares them. */
export interface KeyOrder {
  name: string;
  fields?: KeyOrder[];
}

type Data = Record<string, unknown>;

/** As the repository's files: no folded lines, so a sentence stays on one line. */
const STRINGIFY = { lineWidth: 0 } as const;

const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const rank = (order: KeyOrder[] | undefined, key: string) => {
  const index = order?.findIndex((field) => field.name === key) ?? -1;
  return index === -1 ? Number.MAX_SAFE_INTEGER : index;
};

/** A copy of `value` with its keys (and its objects' keys) in the schema's order. */
function inOrder(value: unknown, order: KeyOrder[] | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => inOrder(item, order));
  if (!isRecord(value)) return value;
  const keys = Object.keys(value).sort((a, b) => rank(order, a) - rank(order, b));
  return Object.fromEntries(
    keys.map((key) => [key, inOrder(value[key], order?.find((f) => f.name === key)?.fields)]),
  );
}

const keyOf = (key: unknown) => (isScalar(key) ? String(key.value) : String(key));

/** `node` made to hold `value`, reusing (and so keeping the style of) what did not change. */
function merged(doc: Document, node: unknown, value: unknown, order: KeyOrder[] | undefined): unknown {
  if (isMap(node) && isRecord(value)) {
    updateMap(doc, node, value, order);
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    // `people: []` is how a file says "none yet"; its first entries are written as a block
    // list, as the files' own examples show them, not inside the brackets.
    if (node.flow && node.items.length === 0 && value.length > 0) node.flow = false;
    node.items = value.map((item, index) =>
      index < node.items.length
        ? merged(doc, node.items[index], item, order)
        : doc.createNode(inOrder(item, order)),
    );
    return node;
  }
  if (isScalar(node) && !isRecord(value) && !Array.isArray(value)) {
    if (node.value !== value) node.value = value;
    return node;
  }
  return doc.createNode(inOrder(value, order));
}

function updateMap(doc: Document, map: YAMLMap, value: Data, order: KeyOrder[] | undefined) {
  map.items = map.items.filter((pair) => Object.hasOwn(value, keyOf(pair.key)));
  for (const [key, item] of Object.entries(value)) {
    const fields = order?.find((f) => f.name === key)?.fields;
    const pair = map.items.find((p) => keyOf(p.key) === key);
    if (pair) {
      pair.value = merged(doc, pair.value, item, fields) as Node;
      continue;
    }
    // A key the file did not have goes where the schema puts it.
    const at = map.items.findIndex((p) => rank(order, keyOf(p.key)) > rank(order, key));
    const created = doc.createPair(key, inOrder(item, fields));
    map.items.splice(at === -1 ? map.items.length : at, 0, created);
  }
}

/** `data` as YAML: applied to `source` (the file as it was) when there is one. */
export function writeYamlLike(source: string | undefined, data: Data, order: KeyOrder[]): string {
  const doc = source?.trim() ? parseDocument(source) : new Document({});
  if (!isMap(doc.contents)) doc.contents = doc.createNode({}) as YAMLMap;
  updateMap(doc, doc.contents as YAMLMap, data, order);
  return doc.toString(STRINGIFY);
}
