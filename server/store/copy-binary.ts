/**
 * PostgreSQL's binary COPY format (https://www.postgresql.org/docs/current/sql-copy.html,
 * "Binary Format"), so bulk loads run as one COPY on both backends: PGlite reads it from a
 * blob, PostgreSQL from STDIN. Row-by-row INSERTs of the NAV histories (hundreds of MB) are
 * several times slower, on PGlite especially.
 */
export type CopyType = "text" | "int4" | "int8" | "float8" | "bool" | "bytea" | "jsonb" | "date";
export interface CopyColumn {
  name: string;
  type: CopyType;
}
export type CopyValue = string | number | boolean | Uint8Array | object | null | undefined;

const SIGNATURE = [0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00]; // "PGCOPY\n\377\r\n\0"
const PG_EPOCH_DAY = 10_957; // 2000-01-01 as days since 1970-01-01
const encoder = new TextEncoder();

/** A growable byte buffer; big-endian writes as the format requires. */
class Writer {
  private buf: Uint8Array;
  private view: DataView;
  length = 0;

  constructor(capacity = 1 << 16) {
    this.buf = new Uint8Array(capacity);
    this.view = new DataView(this.buf.buffer);
  }

  private reserve(n: number) {
    if (this.length + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.length + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
    this.view = new DataView(next.buffer);
  }
  int16(v: number) {
    this.reserve(2);
    this.view.setInt16(this.length, v);
    this.length += 2;
  }
  int32(v: number) {
    this.reserve(4);
    this.view.setInt32(this.length, v);
    this.length += 4;
  }
  bytes(b: Uint8Array | number[]) {
    this.reserve(b.length);
    this.buf.set(b, this.length);
    this.length += b.length;
  }
  /** A string as UTF-8, encoded straight into the buffer (at most 3 bytes per UTF-16 unit). */
  utf8(text: string) {
    this.reserve(text.length * 3);
    const { written } = encoder.encodeInto(text, this.buf.subarray(this.length));
    this.length += written;
  }
  byte(v: number) {
    this.reserve(1);
    this.buf[this.length++] = v;
  }
  /** Starts a field of unknown length: room for its byte length, filled in by `end`. */
  begin(): number {
    this.reserve(4);
    const at = this.length;
    this.length += 4;
    return at;
  }
  end(at: number) {
    this.view.setInt32(at, this.length - at - 4);
  }
  float8(v: number) {
    this.reserve(8);
    this.view.setFloat64(this.length, v);
    this.length += 8;
  }
  int8(v: number) {
    this.reserve(8);
    this.view.setBigInt64(this.length, BigInt(v));
    this.length += 8;
  }
  result(): Uint8Array {
    return this.buf.subarray(0, this.length);
  }
}

function isoToDay(iso: string): number {
  const ms = Date.parse(`${iso}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(ms)) throw new TypeError(`not an ISO date: ${iso}`);
  return Math.floor(ms / 86_400_000);
}

function cannotEncode(column: string, type: CopyType, value: unknown): never {
  throw new TypeError(`column ${column} (${type}): cannot encode ${typeof value}`);
}

function writeValue(w: Writer, type: CopyType, value: Exclude<CopyValue, null | undefined>, column: string) {
  // A field: its byte length (filled in by `end`), then its bytes; no closure per value.
  switch (type) {
    case "text": {
      if (typeof value !== "string") return cannotEncode(column, type, value);
      const at = w.begin();
      w.utf8(value);
      return w.end(at);
    }
    case "int4":
      if (typeof value !== "number" || !Number.isInteger(value)) return cannotEncode(column, type, value);
      w.int32(4);
      return w.int32(value);
    case "int8":
      if (typeof value !== "number" || !Number.isSafeInteger(value)) return cannotEncode(column, type, value);
      w.int32(8);
      return w.int8(value);
    case "float8":
      if (typeof value !== "number") return cannotEncode(column, type, value);
      w.int32(8);
      return w.float8(value);
    case "bool":
      if (typeof value !== "boolean") return cannotEncode(column, type, value);
      w.int32(1);
      return w.byte(value ? 1 : 0);
    case "bytea":
      if (!(value instanceof Uint8Array)) return cannotEncode(column, type, value);
      w.int32(value.length);
      return w.bytes(value);
    case "date":
      if (typeof value !== "string") return cannotEncode(column, type, value);
      w.int32(4);
      return w.int32(isoToDay(value) - PG_EPOCH_DAY);
    case "jsonb": {
      // jsonb's binary form: a version byte (1), then the JSON text.
      const at = w.begin();
      w.byte(1);
      w.utf8(JSON.stringify(value));
      return w.end(at);
    }
  }
}

/** Encodes rows (arrays in column order) as one binary COPY payload. */
export function encodeCopyBinary(
  columns: readonly CopyColumn[],
  rows: Iterable<readonly CopyValue[]>,
): Uint8Array {
  const [only] = encodeCopyChunks(columns, rows, Number.POSITIVE_INFINITY);
  return only!;
}

/**
 * Encodes rows as binary COPY payloads of about `maxBytes` each (a row is never split; at least
 * one payload, possibly with no rows): a bulk load of hundreds of MB runs as several COPYs, so
 * the embedded database does not hold the thread for seconds at a time.
 */
export function* encodeCopyChunks(
  columns: readonly CopyColumn[],
  rows: Iterable<readonly CopyValue[]>,
  maxBytes: number,
): Generator<Uint8Array> {
  // a part is allocated at about its final size, so filling it copies nothing twice
  const capacity = Number.isFinite(maxBytes) ? maxBytes + (maxBytes >> 3) : undefined;
  const start = () => {
    const w = new Writer(capacity);
    w.bytes(SIGNATURE);
    w.int32(0); // flags
    w.int32(0); // header extension length
    return w;
  };
  const finish = (w: Writer) => {
    w.int16(-1);
    return w.result();
  };
  let w = start();
  let rowsInChunk = 0;
  let yielded = false;
  for (const row of rows) {
    if (row.length !== columns.length)
      throw new RangeError(`row has ${row.length} values, expected ${columns.length}`);
    w.int16(columns.length);
    for (let i = 0; i < columns.length; i++) {
      const value = row[i];
      if (value === null || value === undefined) w.int32(-1);
      else writeValue(w, columns[i]!.type, value, columns[i]!.name);
    }
    rowsInChunk++;
    if (w.length >= maxBytes) {
      yield finish(w);
      yielded = true;
      w = start();
      rowsInChunk = 0;
    }
  }
  if (rowsInChunk > 0 || !yielded) yield finish(w);
}

/** `COPY "table" ("a", "b") FROM <source> WITH (FORMAT binary)`. */
export function copyStatement(
  table: string,
  columns: readonly CopyColumn[],
  source: "'/dev/blob'" | "STDIN",
): string {
  const ident = (s: string) => `"${s.replaceAll('"', '""')}"`;
  return `COPY ${ident(table)} (${columns.map((c) => ident(c.name)).join(", ")}) FROM ${source} WITH (FORMAT binary)`;
}

/** Typed array → bytes in the machine's (little-endian) order, as stored in bytea columns. */
export function typedBytes(a: Float64Array | Int32Array | Float32Array): Uint8Array {
  return new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
}

/** bytea (pg Buffer or PGlite Uint8Array) → Float64Array, copying when unaligned. */
export function float64From(bytes: Uint8Array): Float64Array {
  if (bytes.byteOffset % 8 === 0)
    return new Float64Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 8);
  return new Float64Array(bytes.slice().buffer);
}

export function int32From(bytes: Uint8Array): Int32Array {
  if (bytes.byteOffset % 4 === 0) return new Int32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  return new Int32Array(bytes.slice().buffer);
}
