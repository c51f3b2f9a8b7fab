/**
 * A video file's duration in seconds, read from its container header: MP4's movie header box
 * (`mvhd`: timescale and duration) or WebM's segment information (EBML Duration, in units of
 * TimecodeScale nanoseconds). Enough for the site's own renders (scripts/video/render.ts); for tests,
 * so that they need no ffprobe.
 */
export function mediaDurationSeconds(bytes: Buffer, kind: 'mp4' | 'webm'): number {
  return kind === 'mp4' ? mp4Duration(bytes) : webmDuration(bytes);
}

function mp4Duration(bytes: Buffer): number {
  const at = bytes.indexOf('mvhd', 0, 'latin1');
  if (at < 0) throw new Error('no mvhd box: not an MP4 movie');
  const body = at + 4;
  const version = bytes.readUInt8(body);
  // After version and flags: creation and modification times (4 bytes each in version 0, 8 in version 1).
  const timescaleAt = body + 4 + (version === 1 ? 16 : 8);
  const timescale = bytes.readUInt32BE(timescaleAt);
  const duration = version === 1 ? Number(bytes.readBigUInt64BE(timescaleAt + 4)) : bytes.readUInt32BE(timescaleAt + 4);
  return duration / timescale;
}

/** An EBML variable-length size at `at`: its value and its length in bytes. */
function ebmlSize(bytes: Buffer, at: number): { value: number; length: number } {
  const first = bytes.readUInt8(at);
  let length = 1;
  while (length <= 8 && (first & (0x80 >> (length - 1))) === 0) length += 1;
  let value = first & (0xff >> length);
  for (let i = 1; i < length; i += 1) value = value * 256 + bytes.readUInt8(at + i);
  return { value, length };
}

/** The payload of the first element with this ID (its bytes as written, marker bits included). */
function ebmlElement(bytes: Buffer, id: number[]): Buffer {
  const at = bytes.indexOf(Buffer.from(id));
  if (at < 0) throw new Error(`no EBML element ${Buffer.from(id).toString('hex')}`);
  const size = ebmlSize(bytes, at + id.length);
  const start = at + id.length + size.length;
  return bytes.subarray(start, start + size.value);
}

function webmDuration(bytes: Buffer): number {
  const duration = ebmlElement(bytes, [0x44, 0x89]);
  const ticks = duration.length === 4 ? duration.readFloatBE(0) : duration.readDoubleBE(0);
  let timecodeScale = 1_000_000; // the default when the file does not say
  try {
    const scale = ebmlElement(bytes, [0x2a, 0xd7, 0xb1]);
    timecodeScale = scale.readUIntBE(0, scale.length);
  } catch {
    // absent: the default stands
  }
  return (ticks * timecodeScale) / 1e9;
}
