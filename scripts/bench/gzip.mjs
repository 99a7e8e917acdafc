// One definition of "gzip size" for every row: Node's zlib at its default level (what typical servers/CDNs use).
import zlib from 'node:zlib';

export const gzipBytes = (buffer) => zlib.gzipSync(buffer).length;

/** KB here means KiB (1024 bytes), like webpack's size reports. */
export const toKB = (bytes) => bytes / 1024;
