// What a V8 heap snapshot (.heapsnapshot, as node --heapsnapshot-signal or v8.writeHeapSnapshot writes
// it) holds, by constructor: object count and self size. Two summaries side by side show what grew
// between them. The file is read section by section instead of with one JSON.parse, because a web
// process's snapshot can pass V8's longest string.
import fs from "node:fs";

export type ClassTotals = { count: number; bytes: number };
export type HeapSummary = { nodes: number; bytes: number; byClass: Map<string, ClassTotals> };
export type Growth = { name: string; count: number; countDelta: number; bytes: number; bytesDelta: number };

/** The numbers of the array that follows `"<key>":[` (nodes holds only non-negative integers). */
function numberArray(buf: Buffer, key: string): Float64Array {
  const start = buf.indexOf(`"${key}":[`);
  if (start < 0) throw new Error(`Not a heap snapshot: no "${key}" section`);
  let out = new Float64Array(1 << 20);
  let length = 0;
  let value = 0;
  let inNumber = false;
  for (let i = start + key.length + 4; i < buf.length; i++) {
    const c = buf[i];
    if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      inNumber = true;
      continue;
    }
    if (inNumber) {
      if (length === out.length) {
        const bigger = new Float64Array(out.length * 2);
        bigger.set(out);
        out = bigger;
      }
      out[length++] = value;
      value = 0;
      inNumber = false;
    }
    if (c === 93) break; // ]
  }
  return out.subarray(0, length);
}

type Meta = { fields: string[]; types: string[]; edgeFields: string[]; edgeTypes: string[] };

/** The meta header: field layouts of nodes and edges and the names of their types. */
function meta(buf: Buffer): Meta {
  const end = buf.indexOf(`"nodes":[`);
  const head = buf.subarray(0, end).toString("utf8").replace(/,\s*$/, "") + "}";
  const { snapshot } = JSON.parse(head) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]]; edge_fields: string[]; edge_types: [string[], ...unknown[]] } };
  };
  return { fields: snapshot.meta.node_fields, types: snapshot.meta.node_types[0], edgeFields: snapshot.meta.edge_fields, edgeTypes: snapshot.meta.edge_types[0] };
}

function strings(buf: Buffer): string[] {
  const start = buf.lastIndexOf(`"strings":[`);
  const end = buf.lastIndexOf("]");
  return JSON.parse(buf.subarray(start + `"strings":`.length, end + 1).toString("utf8")) as string[];
}

/** The group a node counts in, as DevTools' Summary view names them: an object by its constructor. */
export function classOf(type: string, name: string): string {
  switch (type) {
    case "object":
    case "native":
      return name;
    case "closure":
      return `(closure) ${name || "anonymous"}`;
    case "array":
      return `(array) ${name}`;
    case "hidden":
      return `(system) ${name}`;
    case "string":
    case "concatenated string":
    case "sliced string":
      return "(string)";
    case "code":
      return "(compiled code)";
    default:
      return `(${type})`;
  }
}

export function summarizeHeapSnapshot(buf: Buffer): HeapSummary {
  const { fields, types } = meta(buf);
  const nodes = numberArray(buf, "nodes");
  const names = strings(buf);
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = ["type", "name", "self_size"].map((f) => fields.indexOf(f));
  const byClass = new Map<string, ClassTotals>();
  let bytes = 0;
  for (let i = 0; i < nodes.length; i += width) {
    const key = classOf(types[nodes[i + typeAt]], names[nodes[i + nameAt]] ?? "");
    const size = nodes[i + sizeAt];
    const totals = byClass.get(key) ?? { count: 0, bytes: 0 };
    totals.count++;
    totals.bytes += size;
    byClass.set(key, totals);
    bytes += size;
  }
  return { nodes: nodes.length / width, bytes, byClass };
}

export const readHeapSummary = (file: string) => summarizeHeapSnapshot(fs.readFileSync(file));

/** Every group that grew from `before` to `after`, most bytes gained first. */
export function heapGrowth(before: HeapSummary, after: HeapSummary): Growth[] {
  const rows: Growth[] = [];
  for (const [name, now] of after.byClass) {
    const then = before.byClass.get(name) ?? { count: 0, bytes: 0 };
    if (now.bytes > then.bytes || now.count > then.count) {
      rows.push({ name, count: now.count, countDelta: now.count - then.count, bytes: now.bytes, bytesDelta: now.bytes - then.bytes });
    }
  }
  return rows.sort((a, b) => b.bytesDelta - a.bytesDelta || b.countDelta - a.countDelta);
}

/**
 * What holds the objects of group `name`: each edge that points at one, counted by the group of the
 * object it leaves and the edge's name (weak edges left out), most first.
 */
export function retainersOf(buf: Buffer, name: string): { retainer: string; edge: string; count: number }[] {
  const { fields, types, edgeFields, edgeTypes } = meta(buf);
  const nodes = numberArray(buf, "nodes");
  const edges = numberArray(buf, "edges");
  const names = strings(buf);
  const width = fields.length;
  const edgeWidth = edgeFields.length;
  const [typeAt, nameAt, edgeCountAt] = ["type", "name", "edge_count"].map((f) => fields.indexOf(f));
  const [edgeTypeAt, edgeNameAt, toAt] = ["type", "name_or_index", "to_node"].map((f) => edgeFields.indexOf(f));
  const groupAt = (i: number) => classOf(types[nodes[i + typeAt]], names[nodes[i + nameAt]] ?? "");
  const wanted = new Uint8Array(nodes.length / width);
  for (let i = 0; i < nodes.length; i += width) wanted[i / width] = groupAt(i) === name ? 1 : 0;
  const counts = new Map<string, { retainer: string; edge: string; count: number }>();
  let edge = 0;
  for (let i = 0; i < nodes.length; i += width) {
    let retainer: string | undefined;
    for (let end = edge + nodes[i + edgeCountAt] * edgeWidth; edge < end; edge += edgeWidth) {
      const type = edgeTypes[edges[edge + edgeTypeAt]];
      if (type === "weak" || !wanted[edges[edge + toAt] / width]) continue;
      retainer ??= groupAt(i);
      const label = type === "element" || type === "hidden" ? `[${edges[edge + edgeNameAt]}]` : (names[edges[edge + edgeNameAt]] ?? "");
      const key = `${retainer}\u0000${type === "element" || type === "hidden" ? "[]" : label}`;
      const row = counts.get(key) ?? { retainer, edge: type === "element" || type === "hidden" ? "[]" : label, count: 0 };
      row.count++;
      counts.set(key, row);
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count);
}
