import type { PGlite } from '@electric-sql/pglite';

/** The part of Emscripten's in-memory file system (MEMFS) this touches. */
interface MemFsNode {
  contents: Uint8Array | null;
  usedBytes: number;
}
interface MemFs {
  expandFileStorage(node: MemFsNode, newCapacity: number): void;
}

/** Files from this size on grow in place; smaller ones the usual way (most files stay small). */
const IN_PLACE_FROM_BYTES = 1024 * 1024;
/** What a file growing in place may reach: a relation segment is 1 GB at most. */
const MAX_FILE_BYTES = 1024 * 1024 * 1024;
/** A file growing in place grows by at least this much at a time (each growth is a call into V8). */
const MIN_STEP_BYTES = 4 * 1024 * 1024;

const patched = new WeakSet<object>();

/** ES2024's resizable ArrayBuffer (Node 20 has it; this project's TypeScript lib does not yet). */
interface ResizableArrayBuffer extends ArrayBuffer {
  readonly resizable: boolean;
  resize(byteLength: number): void;
}
const ResizableArrayBuffer = ArrayBuffer as unknown as new (
  byteLength: number,
  options: { maxByteLength: number },
) => ResizableArrayBuffer;

/** A view of the whole of a resizable buffer, following its length as it grows. */
function growable(from: Uint8Array, usedBytes: number, capacity: number): Uint8Array {
  const buffer = new ResizableArrayBuffer(capacity, { maxByteLength: MAX_FILE_BYTES });
  const contents = new Uint8Array(buffer);
  contents.set(from.subarray(0, usedBytes), 0);
  return contents;
}

/**
 * An in-memory PGlite keeps every file (tables, indexes, write-ahead log, temporary files) in a Uint8Array
 * that Emscripten grows by only 12.5% once it passes 1 MB, allocating a new array and copying the whole file
 * each time: importing 100,000 customers copied about 0.5 GB that way while the files grew page by page. Here
 * a file that passes 1 MB moves once into a resizable ArrayBuffer and from then on grows in place, without
 * copying (the view follows the buffer's length). Only the capacity changes, never the contents; a PGlite
 * without this Emscripten internal is left as it is.
 */
export function growMemoryFilesInPlace(db: PGlite): void {
  const memfs = (db as unknown as { Module?: { MEMFS?: MemFs } }).Module?.MEMFS;
  if (!memfs || typeof memfs.expandFileStorage !== 'function' || patched.has(memfs)) return;
  patched.add(memfs);
  const expand = memfs.expandFileStorage.bind(memfs);
  memfs.expandFileStorage = (node, newCapacity) => {
    const old = node.contents;
    if (!(old instanceof Uint8Array) || old.length >= newCapacity) return expand(node, newCapacity);
    if (newCapacity < IN_PLACE_FROM_BYTES || newCapacity > MAX_FILE_BYTES) return expand(node, newCapacity);
    const capacity = Math.min(MAX_FILE_BYTES, Math.max(newCapacity, old.length + MIN_STEP_BYTES));
    const buffer = old.buffer as ResizableArrayBuffer;
    if (buffer.resizable && old.byteOffset === 0 && old.length === buffer.byteLength) {
      buffer.resize(capacity);
    } else {
      node.contents = growable(old, node.usedBytes, capacity);
    }
  };
}
