/**
 * A spreadsheet's zip, unpacked within limits (read-limits.ts). The central directory is checked before anything
 * is inflated (entry count, declared sizes against the document's budget, compression ratio), and each entry is
 * then inflated with its declared size as a hard cap, so a header that lies about the size cannot get past it:
 * zlib stops as soon as the output would exceed it.
 */
import { crc32, inflateRawSync } from 'node:zlib';
import {
  DocumentRefused,
  MAX_COMPRESSION_RATIO,
  MAX_ZIP_ENTRIES,
  RATIO_CHECKED_FROM_BYTES,
  tooLargeUnpacked,
  type UnpackBudget,
} from './read-limits.js';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record is 22 bytes, followed by a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;
const ZIP64_MARK = 0xffffffff;

interface DirectoryEntry {
  name: string;
  method: number;
  flags: number;
  packedSize: number;
  size: number;
  localOffset: number;
}

const broken = (why: string) =>
  new DocumentRefused(422, 'document_unreadable', `The spreadsheet is damaged (${why}): it cannot be read.`);

function endOfDirectory(bytes: Buffer): number {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - END_SEARCH); at -= 1)
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  throw broken('no zip directory');
}

/** The central directory's entries, refused when too many, too large in total or too compressed. */
function directory(bytes: Buffer, budget: UnpackBudget): DirectoryEntry[] {
  const end = endOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === ZIP64_MARK)
    throw tooLargeUnpacked('The spreadsheet (a ZIP64 archive, for contents over 4 GB)');
  if (count > MAX_ZIP_ENTRIES)
    throw new DocumentRefused(
      413,
      'document_too_large',
      `The spreadsheet holds ${count} files; intake reads spreadsheets of at most ${MAX_ZIP_ENTRIES}.`,
    );
  if (directoryOffset + directorySize > end) throw broken('its directory is outside the file');
  const entries: DirectoryEntry[] = [];
  const names = new Set<string>();
  let total = 0;
  for (let at = directoryOffset; entries.length < count;) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw broken('a bad directory entry');
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry: DirectoryEntry = {
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      packedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (entry.size === ZIP64_MARK || entry.packedSize === ZIP64_MARK || entry.localOffset === ZIP64_MARK)
      throw tooLargeUnpacked('The spreadsheet (a ZIP64 entry, for contents over 4 GB)');
    if (names.has(entry.name)) throw broken(`${entry.name} twice`);
    names.add(entry.name);
    if (
      entry.size >= RATIO_CHECKED_FROM_BYTES &&
      entry.size > MAX_COMPRESSION_RATIO * Math.max(entry.packedSize, 1)
    )
      throw new DocumentRefused(
        413,
        'document_too_large',
        `The spreadsheet is a zip bomb: ${entry.name} unpacks to ${Math.round(entry.size / Math.max(entry.packedSize, 1))} times its size (at most ${MAX_COMPRESSION_RATIO} is accepted).`,
      );
    total += entry.size;
    entries.push(entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  // Every declared size counts, read or not: the total is known before a single byte is inflated.
  budget.take(total, 'The spreadsheet');
  return entries;
}

function inflateEntry(bytes: Buffer, entry: DirectoryEntry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER)
    throw broken(`${entry.name} has no header`);
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + entry.packedSize > bytes.length) throw broken(`${entry.name} is cut short`);
  if (entry.flags & 1) throw broken(`${entry.name} is encrypted`);
  const packed = bytes.subarray(start, start + entry.packedSize);
  if (entry.method === 0) {
    if (entry.packedSize !== entry.size) throw broken(`${entry.name}'s sizes disagree`);
    return packed;
  }
  if (entry.method !== 8) throw broken(`${entry.name} uses compression method ${entry.method}`);
  let inflated: Buffer;
  try {
    // The declared size is the cap: zlib stops at the first chunk past it.
    inflated = inflateRawSync(packed, { maxOutputLength: Math.max(entry.size, 1) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new DocumentRefused(
        413,
        'document_too_large',
        `The spreadsheet is a zip bomb: ${entry.name} unpacks to more than the ${entry.size} bytes its header declares.`,
      );
    throw broken(`${entry.name} does not inflate`);
  }
  if (inflated.length !== entry.size) throw broken(`${entry.name} is shorter than declared`);
  return inflated;
}

/**
 * The entries `wanted` selects, inflated; every declared size counts against `budget`. Refuses (DocumentRefused)
 * a zip that is broken, holds too many entries, declares too much, is too compressed or lies about its sizes.
 */
export function unzipWithin(
  bytes: Uint8Array,
  budget: UnpackBudget,
  wanted: (name: string) => boolean = () => true,
): Map<string, Uint8Array> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length < 22) throw broken('too short for a zip');
  const files = new Map<string, Uint8Array>();
  for (const entry of directory(buffer, budget))
    if (!entry.name.endsWith('/') && wanted(entry.name)) files.set(entry.name, inflateEntry(buffer, entry));
  return files;
}

/** A zip of `files`, stored without compression: what the spreadsheet parser gets once unpacked safely. */
export function storedZip(files: ReadonlyMap<string, Uint8Array>): Uint8Array {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(DIRECTORY_ENTRY, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    central.push(entry, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directorySize = central.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  end.writeUInt16LE(files.size, 8);
  end.writeUInt16LE(files.size, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...central, end]);
}
